// The unlimited plan stores a quota of 999 and shows it as "Unlimited".
export const UNLIMITED_QUOTA = 999;
// The usage ring turns red above this percentage.
export const USAGE_ALERT_PERCENT = 90;

/** Jobs used as a whole percentage of the quota, capped at 100. */
export function usagePercent(used: number, quota: number): number {
  if (!Number.isFinite(used) || used <= 0) return 0;
  // With no quota at all any usage is over the limit.
  if (!Number.isFinite(quota) || quota <= 0) return 100;
  return Math.min(100, Math.round((used / quota) * 100));
}

export const formatQuota = (quota: number): string =>
  quota >= UNLIMITED_QUOTA ? 'Unlimited' : String(quota);
