import { Controller } from '@nestjs/common';
import { GetReceivedPingRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { SystemPingService } from './system-ping.service.js';

@Controller()
export class SystemPingHandler {
  constructor(private readonly pings: SystemPingService) {}

  @RpcHandler(GetReceivedPingRpc)
  get(@RpcPayload(GetReceivedPingRpc) request: RpcInput<typeof GetReceivedPingRpc>) {
    return this.pings.getReceived(request);
  }
}
