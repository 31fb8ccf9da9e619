import { Controller } from '@nestjs/common';
import {
  GetJobFollowUpsRpc,
  ListFollowUpsRpc,
  SendFollowUpRpc,
  SetFollowUpsEnabledRpc,
  SkipFollowUpRpc,
} from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { FollowUpsService } from './follow-ups.service.js';

@Controller()
export class FollowUpsHandler {
  constructor(private readonly followUps: FollowUpsService) {}

  @RpcHandler(ListFollowUpsRpc)
  list(@RpcPayload(ListFollowUpsRpc) request: RpcInput<typeof ListFollowUpsRpc>) {
    return this.followUps.list(request);
  }

  @RpcHandler(GetJobFollowUpsRpc)
  get(@RpcPayload(GetJobFollowUpsRpc) request: RpcInput<typeof GetJobFollowUpsRpc>) {
    return this.followUps.get(request);
  }

  @RpcHandler(SendFollowUpRpc)
  send(@RpcPayload(SendFollowUpRpc) request: RpcInput<typeof SendFollowUpRpc>) {
    return this.followUps.send(request);
  }

  @RpcHandler(SkipFollowUpRpc)
  skip(@RpcPayload(SkipFollowUpRpc) request: RpcInput<typeof SkipFollowUpRpc>) {
    return this.followUps.skip(request);
  }

  @RpcHandler(SetFollowUpsEnabledRpc)
  setEnabled(@RpcPayload(SetFollowUpsEnabledRpc) request: RpcInput<typeof SetFollowUpsEnabledRpc>) {
    return this.followUps.setEnabled(request);
  }
}
