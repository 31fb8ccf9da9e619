import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { observeOutboxBacklog } from '../metrics/backlog-metrics.js';
import { OutboxStatusRepository } from './outbox-status.repository.js';

/**
 * The service's outbox backlog on its metrics (`hirerelay_outbox_pending_events` and the oldest
 * row's age): the repository's indexed COUNT, run on scrape at most every five seconds.
 */
@Injectable()
export class OutboxMetrics implements OnModuleInit, OnModuleDestroy {
  private detach: (() => void) | undefined;

  constructor(private readonly outbox: OutboxStatusRepository) {}

  onModuleInit(): void {
    this.detach = observeOutboxBacklog(() => this.outbox.pending());
  }

  onModuleDestroy(): void {
    this.detach?.();
  }
}
