import { LoginLinkRequestedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { LoginLinkEmailService } from './login-link-email.service.js';

export const LoginLinkEmailConsumer = defineEventConsumer({
  durableName: 'notifications-login-link-email',
  contract: LoginLinkRequestedEvent,
  handler: LoginLinkEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server is away: the handler itself gives up (and records it)
  // once the link has expired, so the retries end within its lifetime.
  maxDeliver: -1,
  transactionTimeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
