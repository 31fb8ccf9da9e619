import { UsageChangedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { BillingCopyService } from './billing-copy.service.js';

export const BillingUsageConsumer = defineEventConsumer({
  durableName: 'identity-billing-usage',
  contract: UsageChangedEvent,
  handler: BillingCopyService,
  handle: (copies, payload, envelope, tx: Tx) => copies.applyUsage(tx, payload, envelope),
});
