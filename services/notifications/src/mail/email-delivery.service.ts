import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, performThenRecord } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { Tx } from '../database.js';
import { EmailSender, type OutgoingEmail } from './email-sender.service.js';
import { SentEmailRepository, type SentEmailRecord } from './sent-email.repository.js';

export interface EmailDeliveryRequest {
  email: OutgoingEmail;
  /** The `sent_emails` row: never the body, which may hold a token or a visitor's words. */
  record: SentEmailRecord;
  /** Ids for log lines; never an address's local part or the content. */
  logContext: Record<string, unknown>;
}

/**
 * The e-mail step of every event consumer: send, then record it in `sent_emails`. Runs inside the
 * consumer's transaction, which also records the event as processed. The e-mail goes out before
 * that transaction commits: a failed send is recorded as failed (on its own, so the row survives
 * the rollback) and rethrown, so JetStream redelivers the event later and no e-mail is lost. The
 * price is that a crash (or a failed commit) between the SMTP server's acceptance and the commit
 * sends it a second time, with the same Message-ID (`email.key`).
 */
@Injectable()
export class EmailDelivery {
  private readonly logger: Logger;

  constructor(
    private readonly sender: EmailSender,
    private readonly sentEmails: SentEmailRepository,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'email-delivery' });
  }

  async sendAndRecord(tx: Tx, { email, record, logContext }: EmailDeliveryRequest): Promise<void> {
    await performThenRecord({
      perform: () => this.sender.send(email),
      recordSuccess: () => this.sentEmails.recordSent(tx, record),
      recordFailure: (reason) => this.sentEmails.recordFailed(record, reason),
      logger: this.logger,
      logContext,
    });
  }

  /**
   * For an event that causes several e-mails, each sent once: one already recorded as sent is
   * skipped, and a success is recorded on its own at once (not in `tx`), so when a later e-mail of
   * the same event fails, rolling the transaction back and redelivering the event does not send
   * this one again. Answers whether it was sent now.
   */
  async sendOnceAndRecord(tx: Tx, { email, record, logContext }: EmailDeliveryRequest): Promise<boolean> {
    if (await this.sentEmails.wasSent(tx, record.eventId)) return false;
    await performThenRecord({
      perform: () => this.sender.send(email),
      recordSuccess: () => this.sentEmails.recordSentNow(record),
      recordFailure: (reason) => this.sentEmails.recordFailed(record, reason),
      logger: this.logger,
      logContext,
    });
    return true;
  }

  /**
   * An e-mail no event's transaction waits for (e.g. a staff alert): sent, then its success or
   * failure recorded on its own; a failure is rethrown.
   */
  async sendNowAndRecord({ email, record, logContext }: EmailDeliveryRequest): Promise<void> {
    await performThenRecord({
      perform: () => this.sender.send(email),
      recordSuccess: () => this.sentEmails.recordSentNow(record),
      recordFailure: (reason) => this.sentEmails.recordFailed(record, reason),
      logger: this.logger,
      logContext,
    });
  }

  /** An e-mail that will never be sent (retrying cannot help): recorded as failed in `tx`. */
  recordNotSent(tx: Tx, record: SentEmailRecord, reason: string): Promise<void> {
    return this.sentEmails.recordFailed(record, reason, tx);
  }
}
