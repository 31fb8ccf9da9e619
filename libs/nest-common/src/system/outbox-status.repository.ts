import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../bootstrap/tokens.js';
import type { SqlExecutor } from '../events/sql.js';

export interface PendingOutbox {
  count: number;
  oldestCreatedAt: Date | null;
}

/**
 * The outbox backlog, read with plain SQL like the relay that empties it: every service's schema
 * declares the same `outbox_events` table, so one repository serves them all.
 */
@Injectable()
export class OutboxStatusRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlExecutor) {}

  /** Events committed but not yet published to JetStream. */
  async pending(): Promise<PendingOutbox> {
    const [row] = await this.db.$queryRawUnsafe<{ count: number; oldest: Date | null }[]>(
      'SELECT count(*)::int AS count, min(created_at) AS oldest FROM outbox_events WHERE published_at IS NULL',
    );
    return { count: row?.count ?? 0, oldestCreatedAt: row?.oldest ?? null };
  }
}
