import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { BillingDatabase, Tx } from '../database.js';
import type { Subscription } from '../generated/prisma/client.js';

export type StoredSubscription = Subscription;
export type SubscriptionMirror = Omit<Subscription, 'createdAt' | 'updatedAt'>;

/** The mirror of Stripe subscriptions. */
@Injectable()
export class SubscriptionRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /** The user's subscription that matters now: the one whose period ends last. */
  latestOfUserInTx(tx: Tx, userId: string): Promise<StoredSubscription | null> {
    return tx.subscription.findFirst({ where: { userId }, orderBy: { currentPeriodEnd: 'desc' } });
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
