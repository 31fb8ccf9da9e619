import { ContactMessageReceivedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { ContactMessageEmailService } from './contact-message-email.service.js';

export const ContactMessageEmailConsumer = defineEventConsumer({
  durableName: 'notifications-contact-message-email',
  contract: ContactMessageReceivedEvent,
  handler: ContactMessageEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server is away: a visitor's message does not go stale, and
  // support should get it whenever mail works again.
  maxDeliver: -1,
  transactionTimeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
