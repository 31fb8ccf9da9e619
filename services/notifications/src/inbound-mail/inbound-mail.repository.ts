import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export interface InboundMailRecord {
  id: string;
  userId: string;
  replyAddress: string;
  dedupeKey: string;
  channel: 'smtp' | 'webhook';
  envelopeFrom: string | null;
  clientIp: string | null;
  fromAddress: string | null;
  subject: string;
  messageId: string | null;
  rawSize: number;
  attachmentCount: number;
  objectPrefix: string;
  kind: string;
  suggestedStatus: string | null;
  confidence: number;
  spf: string;
  dkim: string;
  dmarc: string;
  authResults: string;
  receivedAt: Date;
}

/** `inbound_mails`: one row per message taken for a user (see the model). */
@Injectable()
export class InboundMailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The id of the user's copy of a message already taken under this key, or null. */
  async findTaken(userId: string, dedupeKey: string): Promise<string | null> {
    const row = await this.db.inboundMail.findUnique({
      where: { userId_dedupeKey: { userId, dedupeKey } },
      select: { id: true },
    });
    return row?.id ?? null;
  }

  /**
   * Records the message in the caller's transaction; false when the same (user, key) was recorded
   * meanwhile (a concurrent delivery of the same message): nothing is written then.
   */
  async insert(tx: Tx, record: InboundMailRecord): Promise<boolean> {
    const { count } = await tx.inboundMail.createMany({ data: [record], skipDuplicates: true });
    return count === 1;
  }
}
