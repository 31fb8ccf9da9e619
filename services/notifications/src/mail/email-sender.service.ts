import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { TNotificationsEnv } from '../config/env.js';
import { EmailSendError } from './email-send-error.util.js';

/**
 * How long a consumer's transaction may stay open around a send: longer than the sender's
 * timeouts below, so the transaction outlives any send it waits for.
 */
export const EMAIL_TRANSACTION_TIMEOUT_MS = 60_000;

/** A message's content, as a builder renders it: subject, plain text and HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Files sent along, e.g. an interview's calendar entry. */
  attachments?: EmailAttachment[] | undefined;
}

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Where a reply goes, when not to the sender (e.g. the visitor who wrote to support). */
  replyTo?: { name: string; address: string } | undefined;
  /**
   * Stable for one logical message (e.g. `password-reset.<event id>`): it becomes the Message-ID,
   * so in the rare case a message is sent twice, mail clients can tell it is the same one.
   */
  key: string;
  /** Sent from this address instead of MAIL_FROM (a follow-up, from the user's reply address). */
  from?: { name: string; address: string } | undefined;
  /** A Message-ID the caller made (`<…@…>`), used instead of the one made from `key`. */
  messageId?: string | undefined;
}

/**
 * Sends e-mail over SMTP through a pool of connections, closed at shutdown (after the consumers
 * have stopped, so no send is cut off). Timeouts are short enough that a send never outlives the
 * database transaction that waits for it.
 */
@Injectable()
export class EmailSender implements OnApplicationShutdown {
  private readonly transport: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;
  private readonly from: string;
  private readonly messageIdDomain: string;

  constructor(@Inject(SERVICE_CONFIG) config: TNotificationsEnv) {
    this.from = config.MAIL_FROM;
    this.messageIdDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'hirerelay.local';
    this.transport = createTransport({
      pool: true,
      maxConnections: 5,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth:
        config.SMTP_USER !== undefined && config.SMTP_PASSWORD !== undefined
          ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD }
          : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** Resolves once the SMTP server has accepted the message; throws an `EmailSendError` otherwise. */
  async send(email: OutgoingEmail): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        from: email.from ?? this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
        attachments: email.attachments,
        messageId: email.messageId ?? `<${email.key}@${this.messageIdDomain}>`,
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw EmailSendError.from(error);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
