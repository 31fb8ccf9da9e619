import { Controller } from '@nestjs/common';
import { EmitSystemPingRpc, type RpcRequest } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload } from '@hirerelay/nest-common';
import { SystemPingService } from './system-ping.service.js';

@Controller()
export class SystemPingHandler {
  constructor(private readonly pings: SystemPingService) {}

  @RpcHandler(EmitSystemPingRpc)
  emit(@RpcPayload(EmitSystemPingRpc) request: Required<RpcRequest<typeof EmitSystemPingRpc>>) {
    return this.pings.emit(request.note);
  }
}
