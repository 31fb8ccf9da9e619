import { randomUUID } from 'node:crypto';
import {
  AppError,
  BillingMessages,
  CreateCheckoutRpc,
  ErrorCode,
  GetCheckoutSessionRpc,
  ListInvoicesRpc,
} from '@hirerelay/contracts';
import { payOnHostedPage } from '@hirerelay/testing';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutService } from '../../src/checkout/checkout.service.js';
import { InvoicesHandler } from '../../src/invoices/invoices.handler.js';
import { WebhooksService } from '../../src/webhooks/webhooks.service.js';
import { CHECKOUT_RETURN, signedStandInEvent, standInStripe } from '../support/stripe-stand-in.js';
import {
  seedSubscription,
  startBillingModuleWithPlans,
  type BillingModule,
} from '../support/billing-module.js';

// Plan checkouts on the Stripe stand-in: the customer billing makes, the session the
// success page confirms, the refusal of a second plan while a payment is due, and the receipts the
// paid invoice links to.
const stripe = standInStripe('sk_test_billing_checkout');

let billing: BillingModule;
let checkout: CheckoutService;

beforeAll(async () => {
  billing = await startBillingModuleWithPlans();
  checkout = billing.app.get(CheckoutService);
}, 60_000);
afterAll(async () => {
  await billing?.close();
});

async function openCheckout(userId: string, name: string | null = 'Ada Lovelace') {
  const { url } = await checkout.checkout(
    CreateCheckoutRpc.request.parse({
      userId,
      email: `${userId}@example.com`,
      name,
      planId: 'professional',
      ...CHECKOUT_RETURN,
    }),
  );
  return url.split('/').at(-1)!;
}

const sessionOf = (userId: string, sessionId: string) =>
  checkout.session(GetCheckoutSessionRpc.request.parse({ userId, sessionId }));

async function refusalOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a plan checkout', () => {
  it("makes the Stripe customer with the user's e-mail, name and user id", async () => {
    const userId = randomUUID();
    await openCheckout(userId);
    const { stripeCustomerId } = await billing.db.customer.findUniqueOrThrow({ where: { userId } });
    const customer = (await stripe.customers.retrieve(stripeCustomerId)) as Stripe.Customer;
    expect(customer).toMatchObject({
      email: `${userId}@example.com`,
      name: 'Ada Lovelace',
      metadata: { userId },
    });
  });

  it('makes the customer without a name when identity has none yet', async () => {
    const userId = randomUUID();
    await openCheckout(userId, null);
    const { stripeCustomerId } = await billing.db.customer.findUniqueOrThrow({ where: { userId } });
    const customer = (await stripe.customers.retrieve(stripeCustomerId)) as Stripe.Customer;
    expect(customer.name).toBeNull();
    expect(customer.email).toBe(`${userId}@example.com`);
  });

  it('is refused while the last payment failed: the card is updated instead of buying a second plan', async () => {
    for (const status of ['past_due', 'unpaid']) {
      const { userId } = await seedSubscription(billing, { status });
      const refusal = await refusalOf(openCheckout(userId));
      expect(refusal.code).toBe(ErrorCode.Conflict);
      expect(refusal.message).toBe(BillingMessages.pastDueUpdateCard);
      expect(await billing.db.customer.findUnique({ where: { userId } })).toBeNull();
    }
  });
});

describe('the session the success page confirms', () => {
  it("answers the user's own session: open and unpaid, then complete and paid, with the address Stripe filled in", async () => {
    const userId = randomUUID();
    const sessionId = await openCheckout(userId);
    expect(await sessionOf(userId, sessionId)).toEqual({
      id: sessionId,
      purchase: 'plan',
      status: 'open',
      paid: false,
    });
    const backTo = await payOnHostedPage((await stripe.checkout.sessions.retrieve(sessionId)).url!);
    expect(backTo).toBe(`http://localhost:8080/dashboard/subscription?success=true&session_id=${sessionId}`);
    expect(await sessionOf(userId, sessionId)).toEqual({
      id: sessionId,
      purchase: 'plan',
      status: 'complete',
      paid: true,
    });
  });

  it("refuses another user's session and one that does not exist alike, as NOT_FOUND", async () => {
    const owner = randomUUID();
    const sessionId = await openCheckout(owner);
    for (const [userId, id] of [
      [randomUUID(), sessionId],
      [owner, 'cs_test_doesnotexist0000000000000000'],
    ] as const) {
      const refusal = await refusalOf(sessionOf(userId, id));
      expect(refusal.code).toBe(ErrorCode.NotFound);
      expect(refusal.message).toBe(BillingMessages.checkoutNotFound);
    }
  });
});

describe('a paid invoice in the history', () => {
  it("links to Stripe's receipt page and PDF, as its invoice.paid said", async () => {
    const userId = randomUUID();
    const sessionId = await openCheckout(userId);
    await payOnHostedPage((await stripe.checkout.sessions.retrieve(sessionId)).url!);
    const { subscription } = await stripe.checkout.sessions.retrieve(sessionId);
    const invoiceId = String((await stripe.subscriptions.retrieve(String(subscription))).latest_invoice);
    const { payload, signature } = await signedStandInEvent(stripe, 'invoice.paid', invoiceId);
    await billing.app.get(WebhooksService).process({ payload, signature });
    const invoice = await stripe.invoices.retrieve(invoiceId);
    expect(invoice.hosted_invoice_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/test_/);
    const { invoices } = await billing.app
      .get(InvoicesHandler)
      .list(ListInvoicesRpc.request.parse({ userId }));
    expect(invoices).toEqual([
      expect.objectContaining({
        id: invoiceId,
        status: 'paid',
        amount: 7500,
        receiptUrl: invoice.hosted_invoice_url,
        receiptPdfUrl: invoice.invoice_pdf,
      }),
    ]);
  });
});
