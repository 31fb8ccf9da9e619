import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { QuotaModule } from '../quota/quota.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { StripeEventRepository } from './stripe-event.repository.js';
import { WebhooksHandler } from './webhooks.handler.js';
import { WebhooksService } from './webhooks.service.js';

/** Stripe's webhooks: verified, applied once, mirrored into subscriptions, invoices and quota. */
@Module({
  imports: [ClientsModule, CustomersModule, InvoicesModule, QuotaModule, SubscriptionsModule],
  controllers: [WebhooksHandler],
  providers: [StripeEventRepository, WebhooksService],
})
export class WebhooksModule {}
