import { SubscriptionChangedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { BillingCopyService } from './billing-copy.service.js';

export const BillingSubscriptionConsumer = defineEventConsumer({
  durableName: 'identity-billing-subscription',
  contract: SubscriptionChangedEvent,
  handler: BillingCopyService,
  handle: (copies, payload, envelope, tx: Tx) => copies.applySubscription(tx, payload, envelope),
});
