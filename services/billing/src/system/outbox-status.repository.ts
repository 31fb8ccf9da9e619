import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { BillingDatabase } from '../database.js';

export interface PendingOutbox {
  count: number;
  oldestCreatedAt: Date | null;
}

/** Only repositories touch Prisma. A write takes the transaction as its first argument (`tx: Tx`). */
@Injectable()
export class OutboxStatusRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /** Events committed but not yet published to JetStream. */
  async pending(): Promise<PendingOutbox> {
    const where = { publishedAt: null };
    const [count, oldest] = await Promise.all([
      this.db.outboxEvent.count({ where }),
      this.db.outboxEvent.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
    ]);
    return { count, oldestCreatedAt: oldest?.createdAt ?? null };
  }
}
