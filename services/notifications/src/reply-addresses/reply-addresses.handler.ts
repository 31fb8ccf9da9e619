import { Controller } from '@nestjs/common';
import { GetReplyAddressRpc, RotateReplyAddressRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { ReplyAddresses } from './reply-addresses.service.js';

/** A user's reply address: Settings (their own, and rotating it) and the packet (staff, the owner's). */
@Controller()
export class ReplyAddressesHandler {
  constructor(private readonly addresses: ReplyAddresses) {}

  @RpcHandler(GetReplyAddressRpc)
  get(@RpcPayload(GetReplyAddressRpc) request: RpcInput<typeof GetReplyAddressRpc>) {
    return this.addresses.get(request);
  }

  @RpcHandler(RotateReplyAddressRpc)
  rotateAddress(@RpcPayload(RotateReplyAddressRpc) request: RpcInput<typeof RotateReplyAddressRpc>) {
    return this.addresses.rotateAddress(request);
  }
}
