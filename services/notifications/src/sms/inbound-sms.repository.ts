import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

export type InboundOutcome =
  | 'stop'
  | 'start'
  | 'help'
  | 'unknown-number'
  | 'account-closed'
  | 'no-link'
  | 'imported'
  | 'duplicate'
  | 'refused'
  | 'unreadable-link';

export interface InboundSmsRecord {
  messageSid: string;
  from: string;
  outcome: InboundOutcome;
  userId?: string | null;
  jobId?: string | null;
  link?: string | null;
  /** What was texted back (null: nothing). */
  reply: string | null;
}

/** `inbound_sms`: each incoming text once, by Twilio's MessageSid, with the reply it got. */
@Injectable()
export class InboundSmsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The reply an already handled text got; undefined when this MessageSid is new. */
  async findReply(messageSid: string): Promise<{ reply: string | null } | undefined> {
    const row = await this.db.inboundSms.findUnique({ where: { messageSid }, select: { reply: true } });
    return row ?? undefined;
  }

  /**
   * Records the text; false when the same MessageSid was recorded meanwhile (a concurrent replay),
   * in which case the caller answers that one's reply.
   */
  async record(tx: Tx, record: InboundSmsRecord): Promise<boolean> {
    const created = await tx.inboundSms.createMany({ data: [record], skipDuplicates: true });
    return created.count === 1;
  }
}
