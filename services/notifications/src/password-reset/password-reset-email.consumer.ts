import { PasswordResetRequestedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { PasswordResetEmailService } from './password-reset-email.service.js';

export const PasswordResetEmailConsumer = defineEventConsumer({
  durableName: 'notifications-password-reset-email',
  contract: PasswordResetRequestedEvent,
  handler: PasswordResetEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server is away: the handler itself gives up (and records it)
  // once the link has expired, so the retries end within the hour.
  maxDeliver: -1,
  transactionTimeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
