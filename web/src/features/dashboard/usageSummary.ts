import { formatQuota, UNLIMITED_QUOTA } from '@hirerelay/domain';
import { usageBar } from '../subscription/subscriptionRules';
import { DashboardMessages } from './dashboardMessages';

// The usage summary card's figures, pure so each rule is a unit test.

/** Each job imported this period saves the user 20 minutes. */
export const MINUTES_SAVED_PER_JOB = 20;
/** With no job this period the card still shows 10 minutes saved, not an empty figure. */
export const MINUTES_SAVED_WITHOUT_JOBS = 10;

/** Time saved by `jobs` imports, as `Xh Ym` (`0h 10m` for none). */
export function formatTimeSaved(jobs: number): string {
  const count = Math.max(0, Math.trunc(jobs));
  const minutes = count === 0 ? MINUTES_SAVED_WITHOUT_JOBS : count * MINUTES_SAVED_PER_JOB;
  return `${String(Math.floor(minutes / 60))}h ${String(minutes % 60)}m`;
}

/** Network growth is the job count squared, in connections. */
export function networkGrowth(jobs: number): number {
  const count = Math.max(0, Math.trunc(jobs));
  return count * count;
}

/** A count of connections with its unit, singular for one. */
export function formatConnections(count: number): string {
  const unit = count === 1 ? DashboardMessages.connection : DashboardMessages.connections;
  return `${count.toLocaleString('en-US')} ${unit}`;
}

export interface TUsageSummary {
  /** Whole percent of the quota, capped at 100. */
  percent: number;
  /** The ring turns red above 90 %. */
  alert: boolean;
  used: number;
  /** The quota as shown: a number, or `Unlimited`. */
  quota: string;
  unlimited: boolean;
  timeSaved: string;
  /** Connections, formatted for en-US with the unit (`1 connection`, `1,024 connections`). */
  networkGrowth: string;
}

/** Everything the card shows for this period's usage. */
export function usageSummary(used: number, quota: number): TUsageSummary {
  const bar = usageBar(used, quota);
  return {
    percent: bar.percent,
    alert: bar.alert,
    used,
    quota: formatQuota(quota),
    unlimited: quota >= UNLIMITED_QUOTA,
    timeSaved: formatTimeSaved(used),
    networkGrowth: formatConnections(networkGrowth(used)),
  };
}
