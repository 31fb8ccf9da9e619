import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import { singleLine } from '../mail/html.util.js';
import { renderContactMessageEmail, type ContactMessage } from './contact-message-email.template.js';

const KIND = 'contact_message';
const ZAddress = z.email();

/**
 * E-mails one contact-form message to support, with Reply-To set to the visitor so support can
 * answer with their mail client's Reply. Logs ids only: never the visitor's address or words.
 */
@Injectable()
export class ContactMessageEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly delivery: EmailDelivery,
  ) {
    this.logger = logger.child({ component: 'contact-message-email' });
  }

  /** Runs inside the consumer's transaction (see `EmailDelivery` for the send-then-record order). */
  async send(tx: Tx, message: ContactMessage, eventId: string): Promise<void> {
    const to = this.config.SUPPORT_EMAIL;
    const rendered = renderContactMessageEmail(message);
    // The body is not recorded: it is the visitor's message, kept by content where it belongs.
    const record: SentEmailRecord = { kind: KIND, to, subject: rendered.subject, eventId };
    const context = { eventId, contactMessageId: message.messageId };

    // content checked the address; should one still be malformed, support gets the message anyway.
    const replyTo = ZAddress.safeParse(message.email).success
      ? { name: singleLine(message.name), address: message.email }
      : undefined;
    if (!replyTo) this.logger.warn(context, 'contact message without a usable reply address');

    await this.delivery.sendAndRecord(tx, {
      email: { to, replyTo, ...rendered, key: `contact-message.${eventId}` },
      record,
      logContext: context,
    });
    this.logger.info(context, 'contact message e-mailed to support');
  }
}
