import { Module } from '@nestjs/common';
import { CatalogueHandler } from './catalogue/catalogue.handler.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { StripeClientModule } from './clients/stripe.client.js';
import { CustomerRepository } from './customers/customer.repository.js';
import { Transactions } from './database.js';
import { InvoiceHandler } from './invoices/invoice.handler.js';
import { InvoiceRepository } from './invoices/invoice.repository.js';
import { JobDeletedConsumer } from './quota/job-deleted.consumer.js';
import { JobImportedConsumer } from './quota/job-imported.consumer.js';
import { QuotaHandler } from './quota/quota.handler.js';
import { QuotaRepository } from './quota/quota.repository.js';
import { QuotaService } from './quota/quota.service.js';
import { ReservationSweeper } from './quota/reservation-sweeper.js';
import { SubscriptionHandler } from './subscriptions/subscription.handler.js';
import { DuplicateSubscriptionService } from './subscriptions/duplicate-subscription.service.js';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service.js';
import { SubscriptionViewService } from './subscriptions/subscription-view.service.js';
import { SubscriptionRepository } from './subscriptions/subscription.repository.js';
import { OutboxStatusRepository } from './system/outbox-status.repository.js';
import { SystemHandler } from './system/system.handler.js';
import { SystemService } from './system/system.service.js';
import { StripeEventRepository } from './webhooks/stripe-event.repository.js';
import { WebhookHandler } from './webhooks/webhook.handler.js';
import { WebhookService } from './webhooks/webhook.service.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService). Each
 * feature folder adds its handler here (controllers) and its services and repositories (providers).
 */
@Module({
  imports: [StripeClientModule],
  controllers: [
    SystemHandler,
    QuotaHandler,
    CatalogueHandler,
    WebhookHandler,
    CheckoutHandler,
    SubscriptionHandler,
    InvoiceHandler,
  ],
  providers: [
    Transactions,
    OutboxStatusRepository,
    SystemService,
    SubscriptionRepository,
    CustomerRepository,
    InvoiceRepository,
    StripeEventRepository,
    QuotaRepository,
    QuotaService,
    ReservationSweeper,
    JobImportedConsumer,
    JobDeletedConsumer,
    CatalogueService,
    SubscriptionSyncService,
    DuplicateSubscriptionService,
    WebhookService,
    CheckoutService,
    SubscriptionViewService,
  ],
})
export class AppModule {}
