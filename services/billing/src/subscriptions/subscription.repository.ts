import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { Subscription } from '../generated/prisma/client.js';

export type StoredSubscription = Subscription;
/** Stripe statuses of a subscription that is over for good. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

export type SubscriptionMirror = Omit<Subscription, 'createdAt' | 'updatedAt'>;

/** The mirror of Stripe subscriptions. */
@Injectable()
export class SubscriptionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The user's subscription that matters now: a running one (not ended, its period not over)
   * first, else the one whose period ends last. A later subscription cancelled at once (a second
   * checkout paid, see `DuplicateSubscriptionService`) never hides the running one.
   */
  async latestOfUserInTx(tx: Tx, userId: string): Promise<StoredSubscription | null> {
    const running = await tx.subscription.findFirst({
      where: { userId, status: { notIn: [...ENDED_STATUSES] }, currentPeriodEnd: { gt: new Date() } },
      orderBy: { currentPeriodEnd: 'desc' },
    });
    return running ?? tx.subscription.findFirst({ where: { userId }, orderBy: { currentPeriodEnd: 'desc' } });
  }

  /** Which of these subscriptions the mirror already holds as active or trialing. */
  async liveIdsInTx(tx: Tx, ids: string[]): Promise<Set<string>> {
    const rows = await tx.subscription.findMany({
      where: { id: { in: ids }, status: { in: ['active', 'trialing'] } },
      select: { id: true },
    });
    return new Set(rows.map((row) => row.id));
  }

  latestOfUser(userId: string): Promise<StoredSubscription | null> {
    return this.latestOfUserInTx(this.db, userId);
  }

  /** Locks the mirror row so concurrent events for one subscription apply one after another. */
  async findForUpdate(tx: Tx, id: string): Promise<StoredSubscription | null> {
    const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
      'SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE',
      id,
    );
    return rows.length === 0 ? null : tx.subscription.findUnique({ where: { id } });
  }

  save(tx: Tx, mirror: SubscriptionMirror): Promise<StoredSubscription> {
    return tx.subscription.upsert({ where: { id: mirror.id }, create: mirror, update: mirror });
  }

  findById(id: string): Promise<StoredSubscription | null> {
    return this.db.subscription.findUnique({ where: { id } });
  }
}
