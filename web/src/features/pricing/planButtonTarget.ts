import { paths } from '../../app/paths';

/** Spec 01 §2: a plan picked while signed out goes to log in, which brings the visitor back here. */
export const LOGIN_FOR_PRICING = `${paths.login}?redirect=pricing`;

/**
 * Where a plan button leads. A signed-in user goes to the subscription screen for now: the checkout
 * call replaces this when the gateway's billing routes arrive.
 */
export const planButtonTarget = (signedIn: boolean): string =>
  signedIn ? paths.dashboardSubscription : LOGIN_FOR_PRICING;
