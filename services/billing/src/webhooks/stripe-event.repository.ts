import { Injectable } from '@nestjs/common';
import type { Tx } from '../database.js';

/** Stripe events already applied. */
@Injectable()
export class StripeEventRepository {
  /**
   * Records the event; false when it was recorded before. A second delivery racing the first
   * waits on the key until the first commits, then finds it.
   */
  async record(tx: Tx, id: string, type: string): Promise<boolean> {
    const inserted = await tx.$executeRawUnsafe(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      id,
      type,
    );
    return inserted === 1;
  }
}
