import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from './email-delivery.service.js';
import { recipientDomain } from './email-send-error.util.js';
import type { RenderedEmail } from './email-sender.service.js';

const ZAddress = z.email();

/** What a one-time link's template needs. */
export interface OneTimeLinkEmailInput {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  token: string;
  supportEmail: string;
}

/** The event that asks for a one-time link's e-mail (a password reset, a sign-in link). */
export interface OneTimeLinkEvent {
  email: string;
  token: string;
  /** When the link stops working: past it, sending is pointless. */
  expiresAt: string;
}

/** One kind of one-time link e-mail. */
export interface OneTimeLinkEmailKind {
  render: (input: OneTimeLinkEmailInput) => RenderedEmail;
  /** `sent_emails.kind`. */
  kind: string;
  /** The idempotency key's prefix (`<keyPrefix>.<eventId>`) and the log component (`<keyPrefix>-email`). */
  keyPrefix: string;
  /** How the log lines and the not-sent reason name it: `password-reset`, `reset link`. */
  emailName: string;
  linkName: string;
}

/**
 * Sends a one-time link's e-mail inside the consumer's transaction (see `EmailDelivery` for the
 * send-then-record order), or records why it cannot be sent (a malformed address, a link already
 * expired: retrying cannot help, so the event counts as handled). Never logs the token or the link:
 * only the event id and the recipient's domain.
 */
@Injectable()
export class OneTimeLinkEmailService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly delivery: EmailDelivery,
  ) {}

  async send(tx: Tx, eventId: string, event: OneTimeLinkEvent, email: OneTimeLinkEmailKind): Promise<void> {
    const logger = this.logger.child({ component: `${email.keyPrefix}-email` });
    const to = event.email;
    const message = email.render({
      appBaseUrl: this.config.APP_BASE_URL,
      token: event.token,
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    const record = { kind: email.kind, to, subject: message.subject, eventId };
    const context = { eventId, recipientDomain: recipientDomain(to) };
    const permanentProblem = !ZAddress.safeParse(to).success
      ? 'not sent: the recipient is not a valid e-mail address'
      : Date.parse(event.expiresAt) <= Date.now()
        ? `not sent: the ${email.linkName} expired before it could be delivered`
        : undefined;
    if (permanentProblem) {
      await this.delivery.recordNotSent(tx, record, permanentProblem);
      logger.warn({ ...context, reason: permanentProblem }, `${email.emailName} e-mail not sent`);
      return;
    }
    await this.delivery.sendAndRecord(tx, {
      email: { to, ...message, key: `${email.keyPrefix}.${eventId}` },
      record,
      logContext: context,
    });
    logger.info(context, `${email.emailName} e-mail sent`);
  }
}
