import { Module } from '@nestjs/common';
import { Transactions } from './database.js';
import { QuotaHandler } from './quota/quota.handler.js';
import { QuotaRepository } from './quota/quota.repository.js';
import { QuotaService } from './quota/quota.service.js';
import { ReservationSweeper } from './quota/reservation-sweeper.js';
import { SubscriptionRepository } from './subscriptions/subscription.repository.js';
import { OutboxStatusRepository } from './system/outbox-status.repository.js';
import { SystemHandler } from './system/system.handler.js';
import { SystemService } from './system/system.service.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService). Each
 * feature folder adds its handler here (controllers) and its services and repositories (providers).
 */
@Module({
  controllers: [SystemHandler, QuotaHandler],
  providers: [
    Transactions,
    OutboxStatusRepository,
    SystemService,
    SubscriptionRepository,
    QuotaRepository,
    QuotaService,
    ReservationSweeper,
  ],
})
export class AppModule {}
