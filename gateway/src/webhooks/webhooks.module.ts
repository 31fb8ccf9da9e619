import { Module } from '@nestjs/common';
import { InboundMailWebhookController } from './inbound-mail-webhook.controller.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { TwilioWebhookController } from './twilio-webhook.controller.js';

/** The providers' webhooks (Stripe, Twilio, inbound mail), checked by their signatures, not by a session. */
@Module({
  controllers: [StripeWebhookController, TwilioWebhookController, InboundMailWebhookController],
})
export class WebhooksModule {}
