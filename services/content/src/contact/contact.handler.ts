import { Controller } from '@nestjs/common';
import { SubmitContactMessageRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload } from '@hirerelay/nest-common';
import type { RpcInput } from '../rpc-types.js';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactHandler {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(SubmitContactMessageRpc)
  submit(@RpcPayload(SubmitContactMessageRpc) request: RpcInput<typeof SubmitContactMessageRpc>) {
    return this.contact.submit(request);
  }
}
