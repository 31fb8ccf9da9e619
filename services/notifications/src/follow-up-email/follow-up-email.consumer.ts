import { FollowUpApprovedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { FollowUpEmailService } from './follow-up-email.service.js';

export const FollowUpEmailConsumer = defineEventConsumer({
  durableName: 'notifications-follow-up-email',
  contract: FollowUpApprovedEvent,
  handler: FollowUpEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server (or identity) is away: staff approved it, and it should go
  // out whenever mail works again.
  maxDeliver: -1,
  transactionTimeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
