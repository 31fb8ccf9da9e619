import { EmailChangeRequestedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { EmailChangeEmailService } from './email-change-email.service.js';

export const EmailChangeEmailConsumer = defineEventConsumer({
  durableName: 'notifications-email-change-email',
  contract: EmailChangeRequestedEvent,
  handler: EmailChangeEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server is away: an e-mail once sent is not sent again, and the
  // confirmation is given up (recorded) once its link has expired.
  maxDeliver: -1,
  // Two sends in one transaction.
  transactionTimeoutMs: 2 * EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: 2 * EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
