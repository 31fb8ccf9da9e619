import { Controller } from '@nestjs/common';
import { ProcessWebhookRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { WebhooksService } from './webhooks.service.js';

@Controller()
export class WebhooksHandler {
  constructor(private readonly webhooks: WebhooksService) {}

  @RpcHandler(ProcessWebhookRpc)
  process(@RpcPayload(ProcessWebhookRpc) request: RpcInput<typeof ProcessWebhookRpc>) {
    return this.webhooks.process(request);
  }
}
