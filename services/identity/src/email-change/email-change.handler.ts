import { Controller } from '@nestjs/common';
import { ConfirmEmailChangeRpc, RequestEmailChangeRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { EmailChangeService } from './email-change.service.js';

@Controller()
export class EmailChangeHandler {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @RpcHandler(RequestEmailChangeRpc)
  request(@RpcPayload(RequestEmailChangeRpc) request: RpcInput<typeof RequestEmailChangeRpc>) {
    return this.emailChanges.request(request);
  }

  @RpcHandler(ConfirmEmailChangeRpc)
  confirm(@RpcPayload(ConfirmEmailChangeRpc) request: RpcInput<typeof ConfirmEmailChangeRpc>) {
    return this.emailChanges.confirm(request);
  }
}
