import { UsageChangedEvent } from '@hirerelay/contracts';
import { enqueueEvent } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import type { StoredPeriod } from './quota.repository.js';
import { toUsage } from './usage.mapper.js';

/** Writes the usage-changed event for a period's new count or quota, in the change's transaction. */
export async function enqueueUsageChanged(tx: Tx, period: StoredPeriod): Promise<void> {
  const usage = toUsage(period);
  await enqueueEvent(tx, 'billing', UsageChangedEvent, {
    userId: period.userId,
    used: usage.used,
    quota: usage.quota,
    periodStart: usage.periodStart,
    periodEnd: usage.periodEnd,
  });
}
