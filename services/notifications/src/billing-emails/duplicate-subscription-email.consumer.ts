import { DuplicateSubscriptionRefundedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS } from '../mail/email-sender.service.js';
import { DuplicateSubscriptionEmailService } from './duplicate-subscription-email.service.js';

export const DuplicateSubscriptionEmailConsumer = defineEventConsumer({
  durableName: 'notifications-duplicate-subscription-email',
  contract: DuplicateSubscriptionRefundedEvent,
  handler: DuplicateSubscriptionEmailService,
  handle: (emails, payload, envelope, tx: Tx) => emails.send(tx, payload, envelope.id),
  // Keep retrying while the SMTP server or identity is away: the user must hear of the refund.
  maxDeliver: -1,
  // Two sends in one transaction.
  transactionTimeoutMs: 2 * EMAIL_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: 2 * EMAIL_TRANSACTION_TIMEOUT_MS + 30_000,
});
