import { Injectable } from '@nestjs/common';
import type { Tx } from '../database.js';

/** Users ↔ Stripe customers (one each way). */
@Injectable()
export class CustomerRepository {
  /** Links the user to the customer unless either is already linked (the first link stays). */
  async link(tx: Tx, userId: string, stripeCustomerId: string): Promise<void> {
    await tx.$executeRawUnsafe(
      'INSERT INTO customers (user_id, stripe_customer_id) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING',
      userId,
      stripeCustomerId,
    );
  }

  async userOf(tx: Tx, stripeCustomerId: string): Promise<string | null> {
    const customer = await tx.customer.findUnique({ where: { stripeCustomerId }, select: { userId: true } });
    return customer?.userId ?? null;
  }
}
