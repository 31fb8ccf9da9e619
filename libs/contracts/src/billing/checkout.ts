import { z } from 'zod';
import { PLAN_IDS } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { MAX_EXTRA_PACKS_PER_CHECKOUT } from './http.js';

/** Where Stripe's hosted pages send the person back: the gateway builds these from its own address. */
const ZReturnUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/** A Stripe hosted page (Checkout or the Billing Portal) the browser is sent to, in the same tab. */
export const ZHostedPage = z.object({ url: z.url() });

/**
 * A Stripe Checkout page for a plan, opened in the same tab. The user's Stripe customer is made
 * on the first checkout and reused after. Refused (CONFLICT) while a subscription is active.
 */
export const CreateCheckoutRpc = defineRpc(
  'billing.checkout.create.v1',
  z
    .object({
      userId: z.uuid(),
      email: z.email().max(254),
      /** The person's name from identity, for the new Stripe customer; none yet: null. */
      name: z.string().max(200).nullable().optional(),
      planId: z.enum(PLAN_IDS),
      successUrl: ZReturnUrl,
      cancelUrl: ZReturnUrl,
    })
    .strict(),
  ZHostedPage,
);

/** A one-time Checkout page for extra packs (5 applications for $15 each), for Starter and Professional subscribers. */
export const CreateExtraPackCheckoutRpc = defineRpc(
  'billing.extra-packs.checkout.v1',
  z
    .object({
      userId: z.uuid(),
      packs: z.number().int().min(1).max(MAX_EXTRA_PACKS_PER_CHECKOUT),
      successUrl: ZReturnUrl,
      cancelUrl: ZReturnUrl,
    })
    .strict(),
  ZHostedPage,
);

/** A Billing Portal page (cancel, resume, change plan from the next cycle, update the card). */
export const CreatePortalRpc = defineRpc(
  'billing.portal.create.v1',
  z.object({ userId: z.uuid(), returnUrl: ZReturnUrl }).strict(),
  ZHostedPage,
);

/** A Stripe Checkout Session id, as the success address carries it (`session_id=cs_…`). */
export const ZCheckoutSessionId = z.string().regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/);

/**
 * A checkout the person came back from, as Stripe has it: which purchase (`plan` or `extra-packs`),
 * whether it is still `open`, `complete` or `expired`, and whether it is paid.
 */
export const ZCheckoutSessionState = z.object({
  id: ZCheckoutSessionId,
  purchase: z.enum(['plan', 'extra-packs']),
  status: z.enum(['open', 'complete', 'expired']),
  paid: z.boolean(),
});
export type TCheckoutSessionState = z.infer<typeof ZCheckoutSessionState>;

/**
 * The state of one of the user's own checkouts (the success page confirms that exact session).
 * Another user's session, or one that does not exist, is NOT_FOUND alike.
 */
export const GetCheckoutSessionRpc = defineRpc(
  'billing.checkout.session.get.v1',
  z.object({ userId: z.uuid(), sessionId: ZCheckoutSessionId }).strict(),
  ZCheckoutSessionState,
  { idempotent: true },
);
