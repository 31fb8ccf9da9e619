import { z } from 'zod';
import { defineRpc } from '../define.js';

/** The card a subscription is charged to. */
const ZPaymentMethod = z.object({ brand: z.string(), last4: z.string() });

/** A plan change the person chose in the portal: it takes effect at the next billing cycle. */
const ZScheduledChange = z.object({ planName: z.string(), at: z.iso.datetime() });

/**
 * The user's subscription as the subscription page shows it, with
 * the period's usage from the quota ledger. `planId` is null for a Custom Plan (a price the
 * catalogue does not know). `jobQuota` is the plan's quota plus this period's extra packs
 * (999 = unlimited); `extraApplications` is the part of it extra packs added.
 */
export const ZSubscriptionView = z.object({
  id: z.string(),
  /** Stripe's status: active, trialing, past_due, canceled, incomplete, unpaid … */
  status: z.string(),
  priceId: z.string(),
  planId: z.string().nullable(),
  planName: z.string(),
  /** The plan's monthly price in cents. */
  planPrice: z.number().int().nonnegative(),
  currency: z.string(),
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime(),
  cancelAtPeriodEnd: z.boolean(),
  jobQuota: z.number().int().nonnegative(),
  jobsUsed: z.number().int().nonnegative(),
  extraApplications: z.number().int().nonnegative(),
  paymentMethod: ZPaymentMethod.nullable(),
  scheduledChange: ZScheduledChange.nullable(),
  /** Extra packs are sold to active (or trialing) Starter and Professional subscribers. */
  canBuyExtraPacks: z.boolean(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** `subscription: null`: the user never subscribed. */
export const ZSubscriptionReply = z.object({ subscription: ZSubscriptionView.nullable() });

/**
 * The subscription that matters now (the one whose period ends last). A canceled one is still
 * answered, with its status, so the page can say it is inactive.
 */
export const GetSubscriptionRpc = defineRpc(
  'billing.subscription.get.v1',
  z.object({ userId: z.uuid() }).strict(),
  ZSubscriptionReply,
  { idempotent: true },
);

/**
 * A paid invoice (a transaction on the subscription page); `amount` in cents. `status` is Stripe's (`paid`), or
 * `refunded` when billing refunded it (a duplicate subscription's first invoice). `receiptUrl` and
 * `receiptPdfUrl` are Stripe's hosted invoice page and its PDF (null when Stripe gave none).
 */
export const ZTransaction = z.object({
  id: z.string(),
  subscriptionId: z.string().nullable(),
  status: z.string(),
  receiptUrl: z.url().nullable(),
  receiptPdfUrl: z.url().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/** How many invoices the Transaction History shows. */
export const INVOICE_HISTORY_LIMIT = 10;

export const ZInvoicesReply = z.object({ invoices: z.array(ZTransaction).max(INVOICE_HISTORY_LIMIT) });

/** The user's latest paid invoices, newest first (at most INVOICE_HISTORY_LIMIT). */
export const ListInvoicesRpc = defineRpc(
  'billing.invoices.list.v1',
  z.object({ userId: z.uuid() }).strict(),
  ZInvoicesReply,
  { idempotent: true },
);
