import { forwardRef, Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { JobDeletedConsumer } from './job-deleted.consumer.js';
import { JobImportedConsumer } from './job-imported.consumer.js';
import { QuotaHandler } from './quota.handler.js';
import { QuotaRepository } from './quota.repository.js';
import { QuotaService } from './quota.service.js';
import { ReservationSweeper } from './reservation-sweeper.service.js';

/**
 * The usage ledger: reservations, imports and deletions counted against the subscription's quota.
 * Subscriptions and quota read each other (the quota comes from the subscription, the view shows
 * the usage), hence the forward reference.
 */
@Module({
  imports: [forwardRef(() => SubscriptionsModule)],
  controllers: [QuotaHandler],
  providers: [QuotaRepository, QuotaService, ReservationSweeper, JobImportedConsumer, JobDeletedConsumer],
  exports: [QuotaRepository, QuotaService],
})
export class QuotaModule {}
