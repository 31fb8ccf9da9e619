import { Controller } from '@nestjs/common';
import { ProcessWebhookRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload, type RpcInput } from '@hirerelay/nest-common';
import { WebhookService } from './webhook.service.js';

@Controller()
export class WebhookHandler {
  constructor(private readonly webhooks: WebhookService) {}

  @RpcHandler(ProcessWebhookRpc)
  process(@RpcPayload(ProcessWebhookRpc) request: RpcInput<typeof ProcessWebhookRpc>) {
    return this.webhooks.process(request);
  }
}
