import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateCheckoutRpc,
  DuplicateSubscriptionRefundedEvent,
  GetSubscriptionRpc,
  ListInvoicesRpc,
  type EventPayload,
} from '@hirerelay/contracts';
import { payOnHostedPage } from '@hirerelay/testing';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueService } from '../../src/catalogue/catalogue.service.js';
import { CheckoutService } from '../../src/checkout/checkout.service.js';
import { InvoicesHandler } from '../../src/invoices/invoices.handler.js';
import { SubscriptionViewService } from '../../src/subscriptions/subscription-view.service.js';
import { WebhooksService } from '../../src/webhooks/webhooks.service.js';
import { CHECKOUT_RETURN, signedStandInEvent, standInStripe } from '../support/stripe-stand-in.js';
import { startBillingModuleWithPlans, type BillingModule } from '../support/billing-module.js';

// Two plan checkouts of one customer, both paid on the Stripe stand-in: billing keeps the
// subscription that came first, cancels the later one at once, refunds its payment and records the
// event for the two e-mails, whatever order (or concurrency) the completions arrive in.
const stripe = standInStripe('sk_test_billing_duplicates');

let billing: BillingModule;
let webhooks: WebhooksService;
let checkout: CheckoutService;

beforeAll(async () => {
  billing = await startBillingModuleWithPlans();
  webhooks = billing.app.get(WebhooksService);
  checkout = billing.app.get(CheckoutService);
}, 60_000);
afterAll(async () => {
  await billing?.close();
});

/** A plan checkout as the gateway asks for it (the customer made on the first). */
async function openCheckout(userId: string, planId: 'starter' | 'professional') {
  const { url } = await checkout.checkout(
    CreateCheckoutRpc.request.parse({ userId, email: `${userId}@example.com`, planId, ...CHECKOUT_RETURN }),
  );
  return stripe.checkout.sessions.retrieve(url.split('/').at(-1)!);
}

/** Pays a session on its hosted page; answers its checkout.session.completed event signed for billing. */
async function paid(session: Stripe.Checkout.Session) {
  const stored = await stripe.checkout.sessions.retrieve(session.id);
  if (stored.status !== 'open') throw new Error(`session ${session.id} is ${String(stored.status)}`);
  await payOnHostedPage(session.url!);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const { payload, signature } = await signedStandInEvent(stripe, 'checkout.session.completed', session.id);
  return {
    subscriptionId: String(completed.subscription),
    deliver: () => webhooks.process({ payload, signature }),
  };
}

/** Two checkouts of one user paid one after the other (Starter first), a second apart. */
async function twoPaidCheckouts() {
  const userId = randomUUID();
  // Made together: neither expires the other (the checkout rule is tested on its own below).
  const customer = await stripe.customers.create({ email: `${userId}@example.com`, metadata: { userId } });
  await billing.db.customer.create({ data: { userId, stripeCustomerId: customer.id } });
  const prices = await billing.app.get(CatalogueService).ensure();
  const sessionFor = (lookupKey: string) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: prices.get(lookupKey)!.id, quantity: 1 }],
      client_reference_id: userId,
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      success_url: CHECKOUT_RETURN.successUrl,
      cancel_url: CHECKOUT_RETURN.cancelUrl,
    });
  const starterSession = await sessionFor('hirerelay_starter_monthly');
  const professionalSession = await sessionFor('hirerelay_professional_monthly');
  const starter = await paid(starterSession);
  await sleep(1100); // Stripe's `created` is in seconds: the first is first by Stripe's clock.
  const professional = await paid(professionalSession);
  return { userId, customerId: customer.id, starter, professional };
}

/** Delivers the `invoice.paid` of the subscription's first invoice, signed for billing. */
async function deliverInvoicePaid(subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const { payload, signature } = await signedStandInEvent(
    stripe,
    'invoice.paid',
    String(subscription.latest_invoice),
  );
  await webhooks.process({ payload, signature });
  return String(subscription.latest_invoice);
}

/** The Transaction History as the page gets it: invoice id → status. */
async function historyOf(userId: string) {
  const { invoices } = await billing.app.get(InvoicesHandler).list(ListInvoicesRpc.request.parse({ userId }));
  return Object.fromEntries(invoices.map((invoice) => [invoice.id, invoice.status]));
}

async function mirrored(id: string) {
  return billing.db.subscription.findUnique({ where: { id } });
}

async function refundsOf(subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const payments = await stripe.invoicePayments.list({ invoice: String(subscription.latest_invoice) });
  const refunds = await Promise.all(
    payments.data.map((p) => stripe.refunds.list({ payment_intent: String(p.payment.payment_intent) })),
  );
  return refunds.flatMap((list) => list.data);
}

async function duplicateEvents(userId: string) {
  const { rows } = await billing.sql.query<{
    envelope: { payload: EventPayload<typeof DuplicateSubscriptionRefundedEvent> };
  }>("SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2", [
    DuplicateSubscriptionRefundedEvent.subject,
    userId,
  ]);
  return rows.map((row) => row.envelope.payload);
}

/** What must hold whatever the order: Starter (first) stays, Professional cancelled and refunded. */
async function expectStarterKept(paidTwice: Awaited<ReturnType<typeof twoPaidCheckouts>>) {
  const { userId, customerId, starter, professional } = paidTwice;
  expect((await stripe.subscriptions.retrieve(starter.subscriptionId)).status).toBe('active');
  const canceled = await stripe.subscriptions.retrieve(professional.subscriptionId);
  expect(canceled.status).toBe('canceled');
  expect(canceled.cancellation_details?.comment).toContain(starter.subscriptionId);
  expect(await mirrored(starter.subscriptionId)).toMatchObject({ status: 'active', planName: 'Starter' });
  expect(await mirrored(professional.subscriptionId)).toMatchObject({ status: 'canceled' });

  const refunds = await refundsOf(professional.subscriptionId);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({
    amount: 7500,
    currency: 'usd',
    status: 'succeeded',
    reason: 'duplicate',
  });
  expect(await refundsOf(starter.subscriptionId)).toEqual([]);

  expect(await duplicateEvents(userId)).toEqual([
    {
      userId,
      stripeCustomerId: customerId,
      canceledSubscriptionId: professional.subscriptionId,
      canceledPlanName: 'Professional',
      keptSubscriptionId: starter.subscriptionId,
      keptPlanName: 'Starter',
      refundedAmount: 7500,
      currency: 'usd',
      refundIds: [refunds[0]!.id],
    },
  ]);
  // The subscription page shows the plan the user keeps.
  const view = await billing.app
    .get(SubscriptionViewService)
    .get(GetSubscriptionRpc.request.parse({ userId }));
  expect(view.subscription).toMatchObject({
    id: starter.subscriptionId,
    status: 'active',
    planName: 'Starter',
  });
}

describe('a second plan checkout paid while the first subscription is live', () => {
  it('is cancelled at once and refunded, with the event for the e-mails; the first stays', async () => {
    const paidTwice = await twoPaidCheckouts();
    await paidTwice.starter.deliver();
    await paidTwice.professional.deliver();
    await expectStarterKept(paidTwice);
  });

  it('is found the same when its completion arrives before the first one', async () => {
    const paidTwice = await twoPaidCheckouts();
    await paidTwice.professional.deliver();
    await paidTwice.starter.deliver();
    await expectStarterKept(paidTwice);
  });

  it('is found the same when both completions arrive at once, and a redelivery changes nothing', async () => {
    const paidTwice = await twoPaidCheckouts();
    await Promise.all([paidTwice.professional.deliver(), paidTwice.starter.deliver()]);
    await Promise.all([paidTwice.professional.deliver(), paidTwice.starter.deliver()]);
    await expectStarterKept(paidTwice);
  });

  it("shows the refunded subscription's invoice as refunded, its invoice.paid before the refund or after", async () => {
    // invoice.paid first: its sync finds the duplicate, refunds it and keeps the invoice refunded.
    const early = await twoPaidCheckouts();
    const earlyStarterInvoice = await deliverInvoicePaid(early.starter.subscriptionId);
    const earlyRefundedInvoice = await deliverInvoicePaid(early.professional.subscriptionId);
    await early.starter.deliver();
    await early.professional.deliver();
    await expectStarterKept(early);
    expect(await historyOf(early.userId)).toEqual({
      [earlyStarterInvoice]: 'paid',
      [earlyRefundedInvoice]: 'refunded',
    });

    // invoice.paid after the refund (and again): the later save does not make it paid again.
    const late = await twoPaidCheckouts();
    await late.starter.deliver();
    await late.professional.deliver();
    const lateRefundedInvoice = await deliverInvoicePaid(late.professional.subscriptionId);
    await deliverInvoicePaid(late.professional.subscriptionId);
    const lateStarterInvoice = await deliverInvoicePaid(late.starter.subscriptionId);
    expect(await historyOf(late.userId)).toEqual({
      [lateStarterInvoice]: 'paid',
      [lateRefundedInvoice]: 'refunded',
    });
  });

  it('leaves a single subscription alone', async () => {
    const userId = randomUUID();
    const session = await openCheckout(userId, 'professional');
    await (await paid(session)).deliver();
    const stored = await billing.db.subscription.findFirstOrThrow({ where: { userId } });
    expect(stored).toMatchObject({ status: 'active', planName: 'Professional' });
    expect(await refundsOf(stored.id)).toEqual([]);
    expect(await duplicateEvents(userId)).toEqual([]);
  });
});

describe('a new plan checkout', () => {
  it("expires the customer's earlier open one, which can then no longer be paid", async () => {
    const userId = randomUUID();
    const first = await openCheckout(userId, 'starter');
    const second = await openCheckout(userId, 'professional');
    expect(second.customer).toBe(first.customer);
    // Card only: the stand-in, like Stripe, offers more when not told.
    expect(second).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'] });
    expect((await stripe.checkout.sessions.retrieve(first.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(second.id)).status).toBe('open');
    await expect(payOnHostedPage(first.url!)).rejects.toThrow(/no longer available/);
    await payOnHostedPage(second.url!);
    expect((await stripe.checkout.sessions.retrieve(second.id)).status).toBe('complete');
  });

  it('made twice at once leaves exactly one open', async () => {
    const userId = randomUUID();
    await openCheckout(userId, 'starter'); // makes the customer
    const [a, b] = await Promise.all([openCheckout(userId, 'starter'), openCheckout(userId, 'professional')]);
    const statuses = await Promise.all(
      [a, b].map(async (s) => (await stripe.checkout.sessions.retrieve(s.id)).status),
    );
    expect(statuses.sort()).toEqual(['expired', 'open']);
  });
});
