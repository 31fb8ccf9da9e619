import { SubscriptionChangedEvent, UsageChangedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { BillingCopyService } from './billing-copy.service.js';

export const BillingSubscriptionConsumer = defineEventConsumer({
  durableName: 'identity-billing-subscription',
  contract: SubscriptionChangedEvent,
  handler: BillingCopyService,
  handle: (copies, payload, envelope, tx: Tx) => copies.applySubscription(tx, payload, envelope),
});

export const BillingUsageConsumer = defineEventConsumer({
  durableName: 'identity-billing-usage',
  contract: UsageChangedEvent,
  handler: BillingCopyService,
  handle: (copies, payload, envelope, tx: Tx) => copies.applyUsage(tx, payload, envelope),
});
