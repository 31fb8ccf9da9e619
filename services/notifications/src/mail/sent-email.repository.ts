import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export interface SentEmailRecord {
  kind: string;
  to: string;
  subject: string;
  eventId: string;
}

/** The outbox of sent messages: one row per event-caused e-mail, its last known state. */
@Injectable()
export class SentEmailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Inside the consumer's transaction, so the row commits together with the processed event. */
  async recordSent(tx: Tx, email: SentEmailRecord): Promise<void> {
    const sentAt = new Date();
    await tx.sentEmail.upsert({
      where: { eventId: email.eventId },
      create: { ...email, status: 'sent', sentAt },
      update: { subject: email.subject, status: 'sent', error: null, sentAt },
    });
  }

  /** Whether the e-mail recorded under `eventId` has gone out (a redelivered event skips it). */
  async wasSent(tx: Tx, eventId: string): Promise<boolean> {
    const row = await tx.sentEmail.findUnique({ where: { eventId }, select: { status: true } });
    return row?.status === 'sent';
  }

  /** A success written on its own, committed at once, whatever becomes of the caller's transaction. */
  recordSentNow(email: SentEmailRecord): Promise<void> {
    return this.recordSent(this.db, email);
  }

  /**
   * A failed attempt. Without `tx` it is written on its own, so that it survives the rollback of
   * the transaction that tried; a later successful attempt turns the same row into `sent`.
   */
  async recordFailed(email: SentEmailRecord, error: string, tx?: Tx): Promise<void> {
    await (tx ?? this.db).sentEmail.upsert({
      where: { eventId: email.eventId },
      create: { ...email, status: 'failed', error },
      update: { status: 'failed', error },
    });
  }
}
