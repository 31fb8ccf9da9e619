import { Inject, Injectable } from '@nestjs/common';
import type { EmailChangeRequestedEvent, EventPayload } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { recipientDomain } from '../mail/email-send-error.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import {
  emailChangeEmailKey,
  renderEmailChangeConfirmation,
  renderEmailChangeNotice,
  type EmailChangeMessage,
} from './email-change-email.template.js';

const KIND: Record<EmailChangeMessage, string> = {
  confirmation: 'email_change_confirmation',
  notice: 'email_change_notice',
};
const ZAddress = z.email();

/**
 * The two e-mails of one e-mail change request: the confirmation link to the new address, and to
 * the old address a notice without the link. Each is sent once, recorded in `sent_emails` under its
 * own key (never the body). Never logs the token or the link: only the event id and the domains.
 */
@Injectable()
export class EmailChangeEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly delivery: EmailDelivery,
  ) {
    this.logger = logger.child({ component: 'email-change-email' });
  }

  /** Runs inside the consumer's transaction (see `EmailDelivery.sendOnceAndRecord`). */
  async send(tx: Tx, event: EventPayload<typeof EmailChangeRequestedEvent>, eventId: string): Promise<void> {
    const site = { appBaseUrl: this.config.APP_BASE_URL, supportEmail: this.config.SUPPORT_EMAIL };
    // A link that has expired is no use to anyone; the notice still tells the owner what was asked.
    const expired = Date.parse(event.expiresAt) <= Date.now();
    await this.sendOne(tx, eventId, {
      message: 'confirmation',
      to: event.newEmail,
      rendered: renderEmailChangeConfirmation({ ...site, token: event.token }),
      problem: expired ? 'not sent: the confirmation link expired before it could be delivered' : undefined,
    });
    await this.sendOne(tx, eventId, {
      message: 'notice',
      to: event.oldEmail,
      rendered: renderEmailChangeNotice({ ...site, newEmail: event.newEmail, expiresAt: event.expiresAt }),
      problem: undefined,
    });
  }

  /** `problem`: why it will never be sent (retrying cannot help), recorded instead of sending. */
  private async sendOne(
    tx: Tx,
    eventId: string,
    email: { message: EmailChangeMessage; to: string; rendered: RenderedEmail; problem: string | undefined },
  ): Promise<void> {
    const { message, to, rendered } = email;
    const record: SentEmailRecord = {
      kind: KIND[message],
      to,
      subject: rendered.subject,
      eventId: emailChangeEmailKey(eventId, message),
    };
    const context = { eventId, message, recipientDomain: recipientDomain(to) };
    const problem = ZAddress.safeParse(to).success
      ? email.problem
      : 'not sent: the recipient is not a valid e-mail address';
    if (problem) {
      await this.delivery.recordNotSent(tx, record, problem);
      this.logger.warn({ ...context, reason: problem }, 'e-mail change e-mail not sent');
      return;
    }
    const sent = await this.delivery.sendOnceAndRecord(tx, {
      email: { to, ...rendered, key: `email-change.${message}.${eventId}` },
      record,
      logContext: context,
    });
    if (sent) this.logger.info(context, 'e-mail change e-mail sent');
  }
}
