import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { NotificationsDatabase, NotificationsTx } from '../database.js';

@Injectable()
export class ReceivedPingRepository {
  constructor(@Inject(DATABASE) private readonly db: NotificationsDatabase) {}

  /**
   * Counts handlings instead of ignoring repeats, so a test (or an operator) can see that the
   * consumer's de-duplication really held: the count stays at 1.
   */
  async record(tx: NotificationsTx, eventId: string, note: string): Promise<void> {
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
