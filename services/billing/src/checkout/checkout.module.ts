import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CheckoutHandler } from './checkout.handler.js';
import { CheckoutService } from './checkout.service.js';

/** Stripe Checkout sessions for a plan or extra packs. */
@Module({
  imports: [ClientsModule, CatalogueModule, CustomersModule, SubscriptionsModule],
  controllers: [CheckoutHandler],
  providers: [CheckoutService],
})
export class CheckoutModule {}
