import { Controller } from '@nestjs/common';
import { ReceiveInboundSmsRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { InboundSmsService } from './inbound-sms.service.js';

@Controller()
export class InboundSmsHandler {
  constructor(private readonly texts: InboundSmsService) {}

  @RpcHandler(ReceiveInboundSmsRpc)
  receive(@RpcPayload(ReceiveInboundSmsRpc) request: RpcInput<typeof ReceiveInboundSmsRpc>) {
    return this.texts.receive(request);
  }
}
