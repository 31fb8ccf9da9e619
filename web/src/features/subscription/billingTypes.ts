import type { ApiPaths } from '../../lib/api/client';

type TSubscriptionReply =
  ApiPaths['/api/billing/subscription']['get']['responses'][200]['content']['application/json'];

/** The user's subscription with this period's usage (spec 02 §3 "Subscription view"). */
export type TSubscriptionView = NonNullable<TSubscriptionReply['subscription']>;

/** A paid invoice (spec 02 §3 "Transaction"); `amount` in cents. */
export type TTransaction =
  ApiPaths['/api/billing/invoices']['get']['responses'][200]['content']['application/json']['invoices'][number];

/** One of the user's checkouts as Stripe has it (the success page confirms the session it names). */
export type TCheckoutSessionState =
  ApiPaths['/api/billing/checkout-sessions/{sessionId}']['get']['responses'][200]['content']['application/json'];
