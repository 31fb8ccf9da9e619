import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { BillingCopyRepository } from './billing-copy.repository.js';
import { BillingCopyService } from './billing-copy.service.js';
import { BillingSubscriptionConsumer } from './billing-subscription.consumer.js';
import { BillingUsageConsumer } from './billing-usage.consumer.js';

/** identity's copy of billing's facts (plan, usage), kept from billing's events. */
@Module({
  imports: [UsersModule],
  providers: [BillingCopyRepository, BillingCopyService, BillingSubscriptionConsumer, BillingUsageConsumer],
  exports: [BillingCopyRepository],
})
export class BillingCopyModule {}
