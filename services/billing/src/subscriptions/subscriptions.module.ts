import { forwardRef, Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { QuotaModule } from '../quota/quota.module.js';
import { DuplicateSubscriptionService } from './duplicate-subscription.service.js';
import { SubscriptionRepository } from './subscription.repository.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { SubscriptionViewService } from './subscription-view.service.js';
import { SubscriptionsHandler } from './subscriptions.handler.js';

/** The mirror of users' Stripe subscriptions: kept in sync by the webhooks, shown to the user. */
@Module({
  imports: [ClientsModule, CatalogueModule, CustomersModule, InvoicesModule, forwardRef(() => QuotaModule)],
  controllers: [SubscriptionsHandler],
  providers: [
    SubscriptionRepository,
    SubscriptionSyncService,
    DuplicateSubscriptionService,
    SubscriptionViewService,
  ],
  exports: [SubscriptionRepository, SubscriptionSyncService],
})
export class SubscriptionsModule {}
