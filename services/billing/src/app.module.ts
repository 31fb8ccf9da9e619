import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { DatabaseModule } from './database.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { QuotaModule } from './quota/quota.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService); the outbox
 * status from the shared system module. Each feature is a module of its own folder.
 */
@Module({
  imports: [
    DatabaseModule,
    SystemModule.forService({ name: 'billing', outboxStatus: true }),
    CatalogueModule,
    CheckoutModule,
    InvoicesModule,
    QuotaModule,
    SubscriptionsModule,
    WebhooksModule,
  ],
})
export class AppModule {}
