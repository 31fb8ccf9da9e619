import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

/** Users ↔ Stripe customers (one each way). */
@Injectable()
export class CustomerRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async customerOf(userId: string): Promise<string | null> {
    const customer = await this.db.customer.findUnique({
      where: { userId },
      select: { stripeCustomerId: true },
    });
    return customer?.stripeCustomerId ?? null;
  }

  /** Links outside a transaction of the caller's (the first link stays; returns the user's link). */
  async linkAndRead(userId: string, stripeCustomerId: string): Promise<string> {
    await this.link(this.db, userId, stripeCustomerId);
    return (await this.customerOf(userId)) ?? stripeCustomerId;
  }

  /** Links the user to the customer unless either is already linked (the first link stays). */
  async link(tx: Tx, userId: string, stripeCustomerId: string): Promise<void> {
    await tx.$executeRawUnsafe(
      'INSERT INTO customers (user_id, stripe_customer_id) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING',
      userId,
      stripeCustomerId,
    );
  }

  /**
   * Holds the customer's advisory lock until the transaction ends: what is decided about a
   * customer's subscriptions or checkouts as a whole (one live subscription) is decided one at a
   * time. Taken after a subscription's own lock, never before it.
   */
  async lock(tx: Tx, stripeCustomerId: string): Promise<void> {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', `customer:${stripeCustomerId}`);
  }

  async userOf(tx: Tx, stripeCustomerId: string): Promise<string | null> {
    const customer = await tx.customer.findUnique({ where: { stripeCustomerId }, select: { userId: true } });
    return customer?.userId ?? null;
  }
}
