import type { ApiReply } from '../../lib/api/replies';

type TSubscriptionReply = ApiReply<'/api/billing/subscription', 'get'>;

/** The user's subscription with this period's usage. */
export type TSubscriptionView = NonNullable<TSubscriptionReply['subscription']>;

/** A paid invoice; `amount` in cents. */
export type TTransaction = ApiReply<'/api/billing/invoices', 'get'>['invoices'][number];

/** One of the user's checkouts as Stripe has it (the success page confirms the session it names). */
export type TCheckoutSessionState = ApiReply<'/api/billing/checkout-sessions/{sessionId}', 'get'>;
