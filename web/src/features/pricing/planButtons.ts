import { paths } from '../../app/paths';
import type { TSubscriptionView } from '../subscription/billingTypes';
import { isManagedInPortal } from '../subscription/subscriptionRules';

/** A plan picked while signed out goes to log in, which brings the visitor back here. */
export const LOGIN_FOR_PRICING = `${paths.login}?redirect=pricing`;

/** What the pricing page's plan buttons do for the person looking at it. */
export type TPlanButtons =
  /** Signed out (or not known yet): links to log in. */
  | { kind: 'log-in' }
  /** Signed in, the subscription still loading: the buttons wait, disabled. */
  | { kind: 'wait' }
  /** Signed in without a live subscription: Stripe Checkout for the plan. */
  | { kind: 'checkout' }
  /**
   * A subscriber: plans change in the billing portal from the next cycle, so the
   * other plans lead there and their own plan says it is theirs.
   */
  | { kind: 'portal'; currentPlanName: string };

export function planButtons(input: {
  signedIn: boolean;
  subscription: { isPending: boolean; data: TSubscriptionView | null | undefined };
}): TPlanButtons {
  if (!input.signedIn) return { kind: 'log-in' };
  const { isPending, data } = input.subscription;
  if (isPending) return { kind: 'wait' };
  // A failed look falls back to checkout: billing refuses it for a subscriber, and the toast says so.
  if (data && isManagedInPortal(data)) return { kind: 'portal', currentPlanName: data.planName };
  return { kind: 'checkout' };
}
