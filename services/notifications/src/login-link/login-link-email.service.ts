import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, LoginLinkRequestedEvent } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { TNotificationsEnv } from '../config/env.js';
import type { NotificationsTx } from '../database.js';
import { recipientDomain } from '../mail/email-send-error.js';
import { EmailDelivery } from '../mail/email-delivery.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import { renderLoginLinkEmail } from './login-link-email.js';

const KIND = 'login_link';
const ZAddress = z.email();

/**
 * Sends the sign-in link e-mail for one event. Never logs the token or the link: only the event
 * id and the recipient's domain.
 */
@Injectable()
export class LoginLinkEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly delivery: EmailDelivery,
  ) {
    this.logger = logger.child({ component: 'login-link-email' });
  }

  /** Runs inside the consumer's transaction (see `EmailDelivery` for the send-then-record order). */
  async send(
    tx: NotificationsTx,
    event: EventPayload<typeof LoginLinkRequestedEvent>,
    eventId: string,
  ): Promise<void> {
    const message = renderLoginLinkEmail({
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
        ? 'not sent: the sign-in link expired before it could be delivered'
        : undefined;
    if (permanentProblem) {
      await this.delivery.recordNotSent(tx, record, permanentProblem);
      this.logger.warn({ ...context, reason: permanentProblem }, 'sign-in link e-mail not sent');
      return;
    }

    await this.delivery.sendAndRecord(tx, {
      email: { to: event.email, ...message, key: `login-link.${eventId}` },
      record,
      logContext: context,
    });
    this.logger.info(context, 'sign-in link e-mail sent');
  }
}
