import {
  formatQuota,
  isImportingStatus,
  UNLIMITED_QUOTA,
  USAGE_ALERT_PERCENT,
  usagePercent,
} from '@hirerelay/domain';
import type { TCheckoutSessionState, TSubscriptionView } from './billingTypes';

// The subscription page's pure rules (the status badge, the usage bar, billing's states), kept
// out of the components so each state is a unit test.

type TBadgeTone = 'success' | 'info' | 'warning' | 'neutral';

/** active = Active, trialing = Trial, past_due = Past Due, anything else = Inactive. */
export function subscriptionBadge(status: string): { label: string; tone: TBadgeTone } {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'trialing':
      return { label: 'Trial', tone: 'info' };
    case 'past_due':
      return { label: 'Past Due', tone: 'warning' };
    default:
      return { label: 'Inactive', tone: 'neutral' };
  }
}

/** The percent label sits inside the bar only above 10 %, where it fits. */
const LABEL_INSIDE_ABOVE_PERCENT = 10;

interface TUsageBar {
  percent: number;
  labelInside: boolean;
  /** The ring's and bar's alarm colour (above 90 %). */
  alert: boolean;
  /** "3 of 25", "3 of Unlimited". */
  summary: string;
  atQuota: boolean;
}

export function usageBar(used: number, quota: number): TUsageBar {
  const percent = usagePercent(used, quota);
  return {
    percent,
    labelInside: percent > LABEL_INSIDE_ABOVE_PERCENT,
    alert: percent > USAGE_ALERT_PERCENT,
    summary: `${String(used)} of ${formatQuota(quota)}`,
    atQuota: quota < UNLIMITED_QUOTA && used >= quota,
  };
}

/** Subscriptions Stripe has ended for good: nothing is left to manage in the portal, only a new checkout. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/**
 * Whether the billing portal is where this subscription is changed (cancel, resume, change plan,
 * update the card); otherwise Change Plan leads to the pricing page for a new checkout.
 */
export const isManagedInPortal = (view: TSubscriptionView): boolean => !ENDED_STATUSES.includes(view.status);

const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa •••• 4242": Stripe's brand id as people name it, and the last four digits. */
export function formatCard(card: { brand: string; last4: string }): string {
  const brand =
    CARD_BRANDS[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** Stripe's states of a subscription whose invoice failed: paid by updating the card. */
const AWAITING_PAYMENT_STATUSES: readonly string[] = ['past_due', 'unpaid'];

/**
 * The banner at the top of a live subscription, which holds the page's one way into the portal
 *: a failed payment says imports are paused and offers Update
 * card; the "Need more applications?" offer only to an active plan that has a bigger one and is not
 * cancelling; otherwise a plain way to manage it. None for an ended subscription (nothing to manage).
 */
export type TSubscriptionBanner = 'past-due' | 'upgrade' | 'manage';

export function subscriptionBanner(view: TSubscriptionView): TSubscriptionBanner | null {
  if (!isManagedInPortal(view)) return null;
  if (AWAITING_PAYMENT_STATUSES.includes(view.status)) return 'past-due';
  const unlimited = view.planId === 'unlimited' || view.jobQuota >= UNLIMITED_QUOTA;
  if (isImportingStatus(view.status) && !view.cancelAtPeriodEnd && !unlimited) return 'upgrade';
  return 'manage';
}

/** What the page knows of the checkout it came back from (`?success=true&session_id=cs_…`). */
export type TCheckoutConfirmation =
  /** Not back from a checkout. */
  | { kind: 'none' }
  /** Asking billing about the session, or waiting a little while Stripe finishes it. */
  | { kind: 'confirming' }
  /** That very session is complete and paid. */
  | { kind: 'paid'; purchase: TCheckoutSessionState['purchase'] }
  /** Expired, or still unpaid after the wait: no payment to wait for. */
  | { kind: 'not-paid' }
  /** No session named, or not one of this user's (billing's message when it gave one). */
  | { kind: 'not-confirmed'; message: string | null };

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

export function checkoutConfirmation(input: {
  returned: boolean;
  sessionId: string | null;
  isPending: boolean;
  isError: boolean;
  /** The gateway's message of a refusal (another user's session is 404 with one). */
  errorMessage: string | null;
  session: TCheckoutSessionState | undefined;
  /** The brief wait for an open session to complete is over. */
  waitedTooLong: boolean;
}): TCheckoutConfirmation {
  if (!input.returned) return { kind: 'none' };
  if (!input.sessionId || !SESSION_ID.test(input.sessionId)) return { kind: 'not-confirmed', message: null };
  if (input.isError) return { kind: 'not-confirmed', message: input.errorMessage };
  const session = input.session;
  if (!session || input.isPending) return { kind: 'confirming' };
  if (session.status === 'complete' && session.paid) return { kind: 'paid', purchase: session.purchase };
  if (session.status === 'expired' || input.waitedTooLong) return { kind: 'not-paid' };
  return { kind: 'confirming' };
}

/** What the subscription page shows, from the subscription query and a purchase it waits for. */
export type TSubscriptionScreen =
  | { kind: 'loading' }
  /** Back from a checkout while billing confirms that session. */
  | { kind: 'confirming' }
  | { kind: 'error' }
  /** Back from paying for a plan while Stripe's webhook has not yet made the subscription active. */
  | { kind: 'activating' }
  | { kind: 'none' }
  /** `addingApplications`: paid for extra packs that billing does not show yet. */
  | { kind: 'subscription'; view: TSubscriptionView; addingApplications: boolean };

export function subscriptionScreen(input: {
  isPending: boolean;
  isError: boolean;
  subscription: TSubscriptionView | null | undefined;
  /** The purchase just paid for that billing does not show yet (pendingPurchase.ts), if any. */
  waitingFor: 'plan' | 'extra-pack' | null;
  /** The checkout the page came back from is being confirmed. */
  confirming?: boolean;
}): TSubscriptionScreen {
  const { isPending, isError, subscription, waitingFor } = input;
  if (input.confirming) return { kind: 'confirming' };
  const active = Boolean(subscription && isImportingStatus(subscription.status));
  // A failed look ends the wait with the error view and its Retry rather than polling on blindly.
  if (waitingFor === 'plan' && !active && !isError) return { kind: 'activating' };
  if (isPending) return { kind: 'loading' };
  if (isError) return { kind: 'error' };
  if (!subscription) return { kind: 'none' };
  return { kind: 'subscription', view: subscription, addingApplications: waitingFor === 'extra-pack' };
}
