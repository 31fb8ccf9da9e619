import { z } from 'zod';
import { PLAN_IDS } from '@hirerelay/domain';

// The bodies of the gateway's billing routes (the payment calls). The user, their e-mail and
// the pages Stripe sends them back to come from the session and the gateway, never from the body.

/** `POST /api/billing/checkout`: which plan to subscribe to. */
export const ZCheckoutBody = z.object({ planId: z.enum(PLAN_IDS) }).strict();

/** Most extra packs one checkout may buy (5 applications each). */
export const MAX_EXTRA_PACKS_PER_CHECKOUT = 10;

/** `POST /api/billing/extra-packs`: how many packs of 5 applications. */
export const ZExtraPacksBody = z
  .object({ packs: z.number().int().min(1).max(MAX_EXTRA_PACKS_PER_CHECKOUT) })
  .strict();

/** `POST /api/webhooks/stripe`: the event was taken (applied now, or before). */
export const ZWebhookReceipt = z.object({ received: z.literal(true) });
