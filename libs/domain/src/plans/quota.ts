import { UNLIMITED_QUOTA } from '../format/usage.js';
import { EXTRA_PACK_APPLICATIONS } from './extra-packs.js';

// The quota rules every side agrees on: extra packs (extra-packs.ts) count in the current period
// only; 999 is unlimited.

/** Subscription statuses that may import jobs; anything else is refused as inactive. */
export const IMPORTING_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing'];

export const isImportingStatus = (status: string): boolean =>
  IMPORTING_SUBSCRIPTION_STATUSES.includes(status);

/**
 * Subscription statuses of a running subscription: importing ones and past due (a failed renewal
 * Stripe is still retrying; the account keeps its plan). Ended, incomplete and unpaid are not.
 */
export const RUNNING_SUBSCRIPTION_STATUSES: readonly string[] = [
  ...IMPORTING_SUBSCRIPTION_STATUSES,
  'past_due',
];

export const isRunningSubscription = (status: string | null): boolean =>
  status !== null && RUNNING_SUBSCRIPTION_STATUSES.includes(status);

/** A period's quota: the plan's plus its extra packs; unlimited stays unlimited. */
export function periodQuota(planQuota: number, extraPacks: number): number {
  return planQuota >= UNLIMITED_QUOTA ? UNLIMITED_QUOTA : planQuota + extraPacks * EXTRA_PACK_APPLICATIONS;
}

/**
 * The three refusals of an import: each toast's title and text. The SPA shows
 * them as they come; billing sends the text as the refusal's message.
 */
export const QUOTA_REFUSALS = {
  subscriptionRequired: {
    title: 'Subscription Required',
    message: 'You need an active subscription to import jobs.',
  },
  inactive: {
    title: 'Inactive Subscription',
    message:
      'Your subscription is not active. Please check your payment method or reactivate your subscription.',
  },
  limitReached: {
    title: 'Usage Limit Reached',
    message: (quota: number) =>
      `You've reached your monthly limit of ${String(quota)} job imports. Please upgrade your plan to import more jobs.`,
  },
} as const;
