import { Controller } from '@nestjs/common';
import { SubmitContactMessageRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactHandler {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(SubmitContactMessageRpc)
  submit(@RpcPayload(SubmitContactMessageRpc) request: RpcInput<typeof SubmitContactMessageRpc>) {
    return this.contact.submit(request);
  }
}
