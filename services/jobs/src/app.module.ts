import { Module } from '@nestjs/common';
import { Transactions } from './database.js';
import { LookupModule } from './lookup/lookup.module.js';
import { OutboxStatusRepository } from './system/outbox-status.repository.js';
import { SystemHandler } from './system/system.handler.js';
import { SystemService } from './system/system.service.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService). Each
 * feature folder adds its handler here (controllers) and its services and repositories (providers).
 */
@Module({
  imports: [LookupModule],
  controllers: [SystemHandler],
  providers: [Transactions, OutboxStatusRepository, SystemService],
})
export class AppModule {}
