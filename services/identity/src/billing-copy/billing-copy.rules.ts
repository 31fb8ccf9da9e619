import type { SubscriptionChangedEvent, EventPayload, UsageChangedEvent } from '@hirerelay/contracts';
import {
  IMPORTING_SUBSCRIPTION_STATUSES,
  NO_SUBSCRIPTION_PLAN,
  type TAccountStatus,
} from '@hirerelay/domain';

// The pure rules of identity's read copy of billing: which event wins, what the admin view shows,
// and when the account status follows the subscription. billing-copy.service.ts applies them.

export type TSubscriptionChange = EventPayload<typeof SubscriptionChangedEvent>;
export type TUsageChange = EventPayload<typeof UsageChangedEvent>;

/** One user's copy (the `billing_accounts` row without its key and bookkeeping). */
export interface BillingCopy {
  stripeCustomerId: string | null;
  subscriptionId: string | null;
  planId: string | null;
  planName: string | null;
  subscriptionStatus: string | null;
  planQuota: number | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  /** When billing wrote the subscription event this part comes from (the envelope's `occurredAt`). */
  subscriptionAsOf: Date | null;
  usagePeriodStart: Date | null;
  usagePeriodEnd: Date | null;
  /** The period's quota, extra packs included. */
  usageQuota: number | null;
  used: number | null;
  /** When billing wrote the usage event this part comes from. */
  usageAsOf: Date | null;
}

export const EMPTY_COPY: BillingCopy = {
  stripeCustomerId: null,
  subscriptionId: null,
  planId: null,
  planName: null,
  subscriptionStatus: null,
  planQuota: null,
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  startedAt: null,
  subscriptionAsOf: null,
  usagePeriodStart: null,
  usagePeriodEnd: null,
  usageQuota: null,
  used: null,
  usageAsOf: null,
};

/** Stripe statuses of a subscription that is over: the account has none any more. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];
/** A renewal (or the first invoice) failed: the account is behind with its payments. */
const IN_ARREARS_STATUSES: readonly string[] = ['past_due', 'unpaid'];

/** Whether a subscription in this status still counts as the account's subscription. */
export const isLiveSubscription = (status: string | null): status is string =>
  status !== null && !ENDED_STATUSES.includes(status);

/**
 * The copy after a subscription event, or null when the event is older than what the copy holds
 * (billing writes one subscription's events under a lock, so their `occurredAt` follows the order
 * of its changes). Two events of the same millisecond: the one delivered last wins. A replay of
 * the same event never reaches this rule (the consumer records event ids).
 */
export function applySubscriptionChange(
  copy: BillingCopy | null,
  event: TSubscriptionChange,
  occurredAt: Date,
): BillingCopy | null {
  if (copy?.subscriptionAsOf && copy.subscriptionAsOf > occurredAt) return null;
  // The end of an earlier subscription never hides a newer one that is still running.
  if (
    copy?.subscriptionId &&
    copy.subscriptionId !== event.subscriptionId &&
    isLiveSubscription(copy.subscriptionStatus) &&
    !isLiveSubscription(event.status)
  ) {
    return null;
  }
  return {
    ...(copy ?? EMPTY_COPY),
    stripeCustomerId: event.stripeCustomerId,
    subscriptionId: event.subscriptionId,
    planId: event.planId,
    planName: event.planName,
    subscriptionStatus: event.status,
    planQuota: event.quota,
    periodStart: new Date(event.periodStart),
    periodEnd: new Date(event.periodEnd),
    cancelAtPeriodEnd: event.cancelAtPeriodEnd,
    startedAt: new Date(event.startedAt),
    subscriptionAsOf: occurredAt,
  };
}

/**
 * The copy after a usage event, or null when it is stale: a count of an earlier period (a
 * reservation released after the renewal) never replaces the new period's, and within one period
 * the later event wins.
 */
export function applyUsageChange(
  copy: BillingCopy | null,
  event: TUsageChange,
  occurredAt: Date,
): BillingCopy | null {
  const periodStart = new Date(event.periodStart);
  if (copy?.usagePeriodStart) {
    if (periodStart < copy.usagePeriodStart) return null;
    const samePeriod = periodStart.getTime() === copy.usagePeriodStart.getTime();
    if (samePeriod && copy.usageAsOf && copy.usageAsOf > occurredAt) return null;
  }
  return {
    ...(copy ?? EMPTY_COPY),
    usagePeriodStart: periodStart,
    usagePeriodEnd: new Date(event.periodEnd),
    usageQuota: event.quota,
    used: event.used,
    usageAsOf: occurredAt,
  };
}

/** What the admin list, detail and users CSV show of an account's billing. */
export interface AdminBillingView {
  plan: string;
  jobQuota: number;
  jobsUsed: number;
  subscriptionDate: Date | null;
}

/** An account without a subscription shows plan Free, quota 25, nothing used. */
export const NO_SUBSCRIPTION_VIEW: AdminBillingView = {
  plan: NO_SUBSCRIPTION_PLAN.name,
  jobQuota: NO_SUBSCRIPTION_PLAN.jobQuota,
  jobsUsed: 0,
  subscriptionDate: null,
};

/**
 * A running subscription (past due included: it is still the account's plan) shows its plan, the
 * current period's usage and its start date; none, or one that has ended, shows as Free. Usage of
 * an earlier period than the subscription's (the renewal arrived, its new count not yet) counts
 * as nothing used of the plan's quota.
 */
export function adminBillingView(copy: BillingCopy | null): AdminBillingView {
  if (!copy || !isLiveSubscription(copy.subscriptionStatus) || copy.planName === null) {
    return NO_SUBSCRIPTION_VIEW;
  }
  const planQuota = copy.planQuota ?? NO_SUBSCRIPTION_PLAN.jobQuota;
  const usageIsCurrent =
    copy.usagePeriodStart !== null &&
    copy.used !== null &&
    copy.usageQuota !== null &&
    (copy.periodStart === null || copy.usagePeriodStart >= copy.periodStart);
  return {
    plan: copy.planName,
    jobQuota: usageIsCurrent ? (copy.usageQuota ?? planQuota) : planQuota,
    jobsUsed: usageIsCurrent ? (copy.used ?? 0) : 0,
    subscriptionDate: copy.startedAt,
  };
}

/** The account fields the automatic status rule reads. */
export interface AccountStanding {
  status: TAccountStatus;
  /** The admin who set the status last; null for the signup default or billing's own move. */
  statusSetBy: string | null;
}

/**
 * The account status moves to `unpaid` when the subscription falls behind (past_due/unpaid) and
 * back to `active` when it is paid again, unless staff set it otherwise. Returns the new status, or
 * null to leave it.
 *
 * - Falling behind moves only an `active` account, and only on the change into arrears: staff who
 *   set `active` by hand during arrears (a grace period) keep it until the next failure.
 * - Being paid again (active/trialing) moves back only an `unpaid` that billing set: an `unpaid`
 *   chosen by staff stays until staff change it.
 * - `pending` and `cancelled` are staff's (or onboarding's) and never move automatically.
 * - A subscription that ends while behind leaves the account `unpaid`; a new paid one restores it.
 */
export function accountStatusAfter(
  account: AccountStanding,
  previousStatus: string | null,
  nextStatus: string,
): TAccountStatus | null {
  if (IN_ARREARS_STATUSES.includes(nextStatus)) {
    const wasInArrears = previousStatus !== null && IN_ARREARS_STATUSES.includes(previousStatus);
    return !wasInArrears && account.status === 'active' ? 'unpaid' : null;
  }
  if (IMPORTING_SUBSCRIPTION_STATUSES.includes(nextStatus)) {
    return account.status === 'unpaid' && account.statusSetBy === null ? 'active' : null;
  }
  return null;
}
