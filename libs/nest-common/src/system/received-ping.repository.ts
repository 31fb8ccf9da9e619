import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../bootstrap/tokens.js';
import type { SqlExecutor } from '../events/sql.js';

export interface ReceivedPing {
  note: string;
  timesHandled: number;
  receivedAt: Date;
}

/**
 * The pings a service received, in its `received_pings` table (declared by the schema of a service
 * that records pings: notifications). Plain SQL, like the outbox, so the module stays shared.
 */
@Injectable()
export class ReceivedPingRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlExecutor) {}

  /**
   * Counts handlings instead of ignoring repeats, so a test (or an operator) can see that the
   * consumer's de-duplication really held: the count stays at 1.
   */
  async record(tx: SqlExecutor, eventId: string, note: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO received_pings (event_id, note) VALUES ($1::uuid, $2)
       ON CONFLICT (event_id) DO UPDATE SET times_handled = received_pings.times_handled + 1`,
      eventId,
      note,
    );
  }

  async find(eventId: string): Promise<ReceivedPing | null> {
    const [row] = await this.db.$queryRawUnsafe<{ note: string; times_handled: number; received_at: Date }[]>(
      'SELECT note, times_handled, received_at FROM received_pings WHERE event_id = $1::uuid',
      eventId,
    );
    return row ? { note: row.note, timesHandled: row.times_handled, receivedAt: row.received_at } : null;
  }
}
