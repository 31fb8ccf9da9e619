import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, PasswordResetRequestedEvent } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { TNotificationsEnv } from '../config/env.js';
import type { NotificationsTx } from '../database.js';
import { recipientDomain } from '../mail/email-send-error.js';
import { EmailSender } from '../mail/email-sender.js';
import { SentEmailRepository, type SentEmailRecord } from '../mail/sent-email.repository.js';
import { renderPasswordResetEmail } from './password-reset-email.js';

const KIND = 'password_reset';
const ZAddress = z.email();

/**
 * Sends the password-reset e-mail for one event. Never logs the token or the link: only the event
 * id and the recipient's domain.
 */
@Injectable()
export class PasswordResetEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly sender: EmailSender,
    private readonly sentEmails: SentEmailRepository,
  ) {
    this.logger = logger.child({ component: 'password-reset-email' });
  }

  /**
   * Runs inside the consumer's transaction, which also records the event as processed. The e-mail
   * goes out before that transaction commits: a failed send rolls it back and JetStream redelivers
   * the event later, so no reset e-mail is lost. The price is that a crash (or a failed commit)
   * between the SMTP server's acceptance and the commit sends it a second time; the Message-ID is
   * the same both times. The opposite order (commit, then send) would lose it instead.
   */
  async send(
    event: EventPayload<typeof PasswordResetRequestedEvent>,
    eventId: string,
    tx: NotificationsTx,
  ): Promise<void> {
    const message = renderPasswordResetEmail({
      appBaseUrl: this.config.APP_BASE_URL,
      token: event.token,
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    const record: SentEmailRecord = { kind: KIND, to: event.email, subject: message.subject, eventId };
    const context = { eventId, recipientDomain: recipientDomain(event.email) };

    // Retrying cannot help these: record why, and let the event count as handled.
    const permanentProblem = !ZAddress.safeParse(event.email).success
      ? 'not sent: the recipient is not a valid e-mail address'
      : Date.parse(event.expiresAt) <= Date.now()
        ? 'not sent: the reset link expired before it could be delivered'
        : undefined;
    if (permanentProblem) {
      await this.sentEmails.recordFailed(record, permanentProblem, tx);
      this.logger.warn({ ...context, reason: permanentProblem }, 'password-reset e-mail not sent');
      return;
    }

    try {
      await this.sender.send({ to: event.email, ...message, key: `password-reset.${eventId}` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.sentEmails.recordFailed(record, reason).catch((recordError: unknown) => {
        this.logger.warn({ ...context, err: recordError }, 'could not record the failed attempt');
      });
      throw error;
    }
    await this.sentEmails.recordSent(tx, record);
    this.logger.info(context, 'password-reset e-mail sent');
  }
}
