import { z } from 'zod';
import { defineEvent } from '../define.js';

/**
 * A user's subscription changed (plan, status, quota, period, cancel at period end). identity keeps
 * a read copy of it for the admin views and the account status.
 */
export const SubscriptionChangedEvent = defineEvent(
  'events.billing.subscription-changed.v1',
  z.object({
    userId: z.uuid(),
    stripeCustomerId: z.string(),
    subscriptionId: z.string(),
    /** A catalogue plan id, or null for a Custom Plan. */
    planId: z.string().nullable(),
    planName: z.string(),
    status: z.string(),
    quota: z.number().int().nonnegative(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    cancelAtPeriodEnd: z.boolean(),
    /** When the subscription began (the subscription page's "subscription date"). */
    startedAt: z.iso.datetime(),
  }),
);

/** A user's usage of the current period changed (a reservation taken or given back, a pack bought, a new period). */
export const UsageChangedEvent = defineEvent(
  'events.billing.usage-changed.v1',
  z.object({
    userId: z.uuid(),
    used: z.number().int().nonnegative(),
    quota: z.number().int().nonnegative(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
  }),
);

/**
 * A second subscription bought while the user already had a live one (two checkouts paid): billing
 * cancelled the later one at once and refunded its first payment. notifications tells the user
 * (their plan is unchanged, the second payment refunded) and the staff inbox.
 */
export const DuplicateSubscriptionRefundedEvent = defineEvent(
  'events.billing.duplicate-subscription-refunded.v1',
  z.object({
    userId: z.uuid(),
    stripeCustomerId: z.string(),
    /** The later subscription, now cancelled. */
    canceledSubscriptionId: z.string(),
    canceledPlanName: z.string(),
    /** The subscription the user keeps. */
    keptSubscriptionId: z.string(),
    keptPlanName: z.string(),
    /** What was refunded, in the currency's smallest unit (0 when nothing had been paid). */
    refundedAmount: z.number().int().nonnegative(),
    currency: z.string(),
    /** Stripe's refund ids (empty when nothing had been paid). */
    refundIds: z.array(z.string()),
  }),
);
