import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { NotificationsDatabase } from '../database.js';

type Tx = Parameters<Parameters<NotificationsDatabase['$transaction']>[0]>[0];

@Injectable()
export class ReceivedPingRepository {
  constructor(@Inject(DATABASE) private readonly db: NotificationsDatabase) {}

  /**
   * Counts handlings instead of ignoring repeats, so a test (or an operator) can see that the
   * consumer's de-duplication really held: the count stays at 1.
   */
  async record(tx: Tx, eventId: string, note: string): Promise<void> {
    await tx.receivedPing.upsert({
      where: { eventId },
      create: { eventId, note },
      update: { timesHandled: { increment: 1 } },
    });
  }

  find(eventId: string) {
    return this.db.receivedPing.findUnique({ where: { eventId } });
  }
}
