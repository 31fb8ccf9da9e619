import { Module } from '@nestjs/common';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { TwilioWebhookController } from './twilio-webhook.controller.js';

/** The providers' webhooks (Stripe, Twilio), checked by their signatures, not by a session. */
@Module({
  controllers: [StripeWebhookController, TwilioWebhookController],
})
export class WebhooksModule {}
