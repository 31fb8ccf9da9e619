import { Controller } from '@nestjs/common';
import { ReceiveInboundMailRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { InboundMailService } from './inbound-mail.service.js';

/** The signed inbound webhook's message, staged by the gateway in the object store. */
@Controller()
export class InboundMailHandler {
  constructor(private readonly service: InboundMailService) {}

  @RpcHandler(ReceiveInboundMailRpc)
  receive(@RpcPayload(ReceiveInboundMailRpc) request: RpcInput<typeof ReceiveInboundMailRpc>) {
    return this.service.receiveStaged(request);
  }
}
