import type { Logger } from 'pino';
import { z } from 'zod';
import type { Tx } from '../database.js';
import type { EmailDelivery } from './email-delivery.service.js';
import { recipientDomain } from './email-send-error.util.js';
import type { RenderedEmail } from './email-sender.service.js';

const ZAddress = z.email();

/** An e-mail that carries a one-time link (a password reset, a sign-in link) for one event. */
export interface OneTimeLinkEmail {
  tx: Tx;
  eventId: string;
  to: string;
  /** When the link stops working: past it, sending is pointless. */
  expiresAt: string;
  message: RenderedEmail;
  /** `sent_emails.kind`, and the idempotency key's prefix (`<keyPrefix>.<eventId>`). */
  kind: string;
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
export async function sendOneTimeLinkEmail(
  delivery: EmailDelivery,
  logger: Logger,
  email: OneTimeLinkEmail,
): Promise<void> {
  const { tx, eventId, to, message } = email;
  const record = { kind: email.kind, to, subject: message.subject, eventId };
  const context = { eventId, recipientDomain: recipientDomain(to) };
  const permanentProblem = !ZAddress.safeParse(to).success
    ? 'not sent: the recipient is not a valid e-mail address'
    : Date.parse(email.expiresAt) <= Date.now()
      ? `not sent: the ${email.linkName} expired before it could be delivered`
      : undefined;
  if (permanentProblem) {
    await delivery.recordNotSent(tx, record, permanentProblem);
    logger.warn({ ...context, reason: permanentProblem }, `${email.emailName} e-mail not sent`);
    return;
  }
  await delivery.sendAndRecord(tx, {
    email: { to, ...message, key: `${email.keyPrefix}.${eventId}` },
    record,
    logContext: context,
  });
  logger.info(context, `${email.emailName} e-mail sent`);
}
