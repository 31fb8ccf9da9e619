import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, performThenRecord } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { Tx } from '../database.js';
import { SentSmsRepository, type SentSmsRecord } from './sent-sms.repository.js';
import { SmsAllowance } from './sms-allowance.service.js';
import { SmsOptOutRepository } from './sms-opt-out.repository.js';
import { SmsSender } from './sms-sender.service.js';
import { TWILIO_TIMEOUT_MS } from '../clients/twilio.client.js';

/** A texting consumer's transaction waits for one Twilio call (and, for status texts, one identity read). */
export const SMS_TRANSACTION_TIMEOUT_MS = TWILIO_TIMEOUT_MS + 15_000;

export const OPTED_OUT_REASON = 'not sent: the number opted out (STOP)';

/**
 * The text step of every event consumer, like `EmailDelivery` for e-mail: a number that opted out
 * gets nothing (recorded as suppressed), nor does one outside the allowed countries or any once the
 * day's SMS budget is spent (`SmsAllowance`, suppressed with the reason); otherwise the text goes
 * out through Twilio, then is
 * recorded in `sent_sms` inside the consumer's transaction. A failed send is recorded as failed on
 * its own and rethrown, so JetStream redelivers the event and the text is tried again.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger: Logger;

  constructor(
    private readonly sender: SmsSender,
    private readonly sentSms: SentSmsRepository,
    private readonly optOuts: SmsOptOutRepository,
    private readonly allowance: SmsAllowance,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'sms-delivery' });
  }

  /** Answers whether the text went out (false: suppressed, `sent_sms` says why). */
  async sendAndRecord(tx: Tx, record: SentSmsRecord, body: string): Promise<boolean> {
    const logContext = { eventId: record.eventId, kind: record.kind };
    if (await this.optOuts.isOptedOut(tx, record.to)) {
      await this.sentSms.recordSuppressed(tx, record, OPTED_OUT_REASON);
      this.logger.info(logContext, 'text not sent: the number opted out');
      return false;
    }
    const refusal = await this.allowance.refusal(record.to, logContext);
    if (refusal) {
      await this.sentSms.recordSuppressed(tx, record, refusal);
      return false;
    }
    await performThenRecord({
      perform: () => this.sender.send(record.to, body),
      recordSuccess: (sid) => this.sentSms.recordSent(tx, record, sid),
      recordFailure: (reason) => this.sentSms.recordFailed(record, reason),
      logger: this.logger,
      logContext,
    });
    this.logger.info(logContext, 'text sent');
    return true;
  }

  /** A text that will never be sent (retrying cannot help): recorded as suppressed in `tx`. */
  recordNotSent(tx: Tx, record: SentSmsRecord, reason: string): Promise<void> {
    return this.sentSms.recordSuppressed(tx, record, reason);
  }
}
