import { z } from 'zod';
import { PLAN_IDS } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { MAX_EXTRA_PACKS_PER_CHECKOUT } from './http.js';

/** Where Stripe's hosted pages send the person back: the gateway builds these from its own address. */
const ZReturnUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/** A Stripe hosted page (Checkout or the Billing Portal) the browser is sent to, in the same tab. */
export const ZHostedPage = z.object({ url: z.url() });

/**
 * A Stripe Checkout page for a plan (same tab, spec decisions). The user's Stripe customer is made
 * on the first checkout and reused after. Refused (CONFLICT) while a subscription is active.
 */
export const CreateCheckoutRpc = defineRpc(
  'billing.checkout.create.v1',
  z
    .object({
      userId: z.uuid(),
      email: z.email().max(254),
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
