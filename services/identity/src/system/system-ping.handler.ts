import { Controller } from '@nestjs/common';
import { EmitSystemPingRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { SystemPingService } from './system-ping.service.js';

@Controller()
export class SystemPingHandler {
  constructor(private readonly pings: SystemPingService) {}

  @RpcHandler(EmitSystemPingRpc)
  emit(@RpcPayload(EmitSystemPingRpc) request: RpcInput<typeof EmitSystemPingRpc>) {
    return this.pings.emit(request);
  }
}
