import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export interface SentSmsRecord {
  /** `phone_verification` or `status_update`. */
  kind: string;
  /** E.164. */
  to: string;
  eventId: string;
}

/** `sent_sms`: one row per event-caused text, its last known state; never the body. */
@Injectable()
export class SentSmsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Inside the consumer's transaction, so the row commits together with the processed event. */
  async recordSent(tx: Tx, sms: SentSmsRecord, twilioSid: string): Promise<void> {
    const sentAt = new Date();
    await tx.sentSms.upsert({
      where: { eventId: sms.eventId },
      create: { ...sms, status: 'sent', twilioSid, sentAt },
      update: { status: 'sent', reason: null, twilioSid, sentAt },
    });
  }

  /** Not sent on purpose (the number opted out, the code expired): part of the consumer's transaction. */
  async recordSuppressed(tx: Tx, sms: SentSmsRecord, reason: string): Promise<void> {
    await tx.sentSms.upsert({
      where: { eventId: sms.eventId },
      create: { ...sms, status: 'suppressed', reason },
      update: { status: 'suppressed', reason },
    });
  }

  /** A failed attempt, written on its own so it survives the rollback of the transaction that tried. */
  async recordFailed(sms: SentSmsRecord, reason: string): Promise<void> {
    await this.db.sentSms.upsert({
      where: { eventId: sms.eventId },
      create: { ...sms, status: 'failed', reason },
      update: { status: 'failed', reason },
    });
  }
}
