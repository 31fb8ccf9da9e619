import { EXTRA_PACK_APPLICATIONS, periodQuota } from '@hirerelay/domain';
import type { TUsage } from '@hirerelay/contracts';
import type { StoredPeriod } from './quota.repository.js';

/** A ledger period → the usage the contracts carry (dates as ISO strings). */
export function toUsage(period: StoredPeriod): TUsage {
  const quota = periodQuota(period.planQuota, period.extraPacks);
  return {
    used: period.used,
    quota,
    extraApplications: quota === period.planQuota ? 0 : period.extraPacks * EXTRA_PACK_APPLICATIONS,
    periodStart: period.periodStart.toISOString(),
    periodEnd: period.periodEnd.toISOString(),
  };
}
