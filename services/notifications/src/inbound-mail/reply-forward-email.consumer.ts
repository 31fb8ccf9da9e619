import { ReplyReceivedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { ReplyForwardEmailService } from './reply-forward-email.service.js';

export const ReplyForwardEmailConsumer = defineEventConsumer({
  durableName: 'notifications-reply-forward-email',
  contract: ReplyReceivedEvent,
  handler: ReplyForwardEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // An employer's reply does not go stale: keep retrying while the SMTP server is away.
  maxDeliver: -1,
  transactionTimeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
