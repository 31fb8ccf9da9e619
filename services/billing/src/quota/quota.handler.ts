import { Controller } from '@nestjs/common';
import {
  CheckQuotaRpc,
  ConfirmQuotaRpc,
  GetUsageRpc,
  ReleaseQuotaRpc,
  ReserveQuotaRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { QuotaService } from './quota.service.js';

@Controller()
export class QuotaHandler {
  constructor(private readonly quota: QuotaService) {}

  @RpcHandler(ReserveQuotaRpc)
  reserve(@RpcPayload(ReserveQuotaRpc) request: RpcInput<typeof ReserveQuotaRpc>) {
    return this.quota.reserve(request);
  }

  @RpcHandler(CheckQuotaRpc)
  check(@RpcPayload(CheckQuotaRpc) request: RpcInput<typeof CheckQuotaRpc>) {
    return this.quota.check(request);
  }

  @RpcHandler(ReleaseQuotaRpc)
  release(@RpcPayload(ReleaseQuotaRpc) request: RpcInput<typeof ReleaseQuotaRpc>) {
    return this.quota.release(request);
  }

  @RpcHandler(ConfirmQuotaRpc)
  confirm(@RpcPayload(ConfirmQuotaRpc) request: RpcInput<typeof ConfirmQuotaRpc>) {
    return this.quota.confirm(request);
  }

  @RpcHandler(GetUsageRpc)
  usage(@RpcPayload(GetUsageRpc) request: RpcInput<typeof GetUsageRpc>) {
    return this.quota.usage(request);
  }
}
