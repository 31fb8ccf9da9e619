import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AppError,
  BillingMessages,
  CreateCheckoutRpc,
  CreateExtraPackCheckoutRpc,
  CreatePortalRpc,
  ErrorCode,
  GetUsageRpc,
  ListPlansRpc,
  ReserveQuotaRpc,
  ProcessWebhookRpc,
  SubscriptionChangedEvent,
} from '@hirerelay/contracts';
import { expectRefusal, LOCAL_STRIPE_WEBHOOK_SECRET, payOnHostedPage, waitFor } from '@hirerelay/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_RETURN, signedStandInEvent, standInStripe } from '../support/stripe-stand-in.js';
import { startBillingProcess, type BillingProcess } from '../support/billing-process.js';

// Checkout on the Stripe stand-in, paid on its hosted page, its signed webhooks delivered to
// billing's process RPC (there is no gateway route yet: a small receiver here stands in for it).
const backing = inject('backing');
const stripe = standInStripe('sk_test_billing_webhooks');

let billing: BillingProcess | undefined;
let rpc: BillingProcess['rpc'];
let sql: pg.Client;
let receiver: http.Server;
let endpointId: string | undefined;
/** While false the receiver answers 200 and forwards nothing (a test delivers by hand). */
let forwarding = true;

/** Forwards each delivery to billing as the gateway will: raw body and signature header. */
function startReceiver(): Promise<string> {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!forwarding) return void response.writeHead(200).end();
      const payload = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['stripe-signature'] ?? '');
      rpc.request(ProcessWebhookRpc, { payload, signature }).then(
        () => response.writeHead(200).end(),
        (error: unknown) =>
          response.writeHead(error instanceof AppError && error.code === 'VALIDATION' ? 400 : 500).end(),
      );
    });
  });
  return new Promise((resolve) => {
    receiver.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hook`),
    );
  });
}

async function control(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${backing.STRIPE_API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (billing), with settings of its own.
  billing = await startBillingProcess('billing-stripe');
  ({ rpc, sql } = billing);
  const url = await startReceiver();
  const endpoint = await control('/_emulator/webhook_endpoints', {
    url,
    secret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  endpointId = String(endpoint.id);
  await control('/_emulator/config', { webhookRetryBaseMs: 100, webhookRetryMaxMs: 500 });
}, 60_000);

afterAll(async () => {
  if (endpointId) await stripe.webhookEndpoints.del(endpointId).catch(() => undefined);
  await billing?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function plans() {
  return waitFor(async () => rpc.request(ListPlansRpc, {}), {
    timeoutMs: 30_000,
    description: 'billing lists plans',
  });
}

/** A subscription checkout for a new user, paid with 4242… on the stand-in's hosted page. */
async function subscribe(planId = 'professional', card?: string) {
  const userId = randomUUID();
  const priceId = (await plans()).plans.find((plan) => plan.id === planId)!.priceId;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    customer_email: `${userId}@example.com`,
    client_reference_id: userId,
    metadata: { userId },
    subscription_data: { metadata: { userId } },
    success_url: CHECKOUT_RETURN.successUrl,
    cancel_url: CHECKOUT_RETURN.cancelUrl,
  });
  await payOnHostedPage(session.url!, card);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  return { userId, subscriptionId: String(completed.subscription), customerId: String(completed.customer) };
}

async function storedSubscription(userId: string) {
  const { rows } = await sql.query<{
    status: string;
    plan_name: string;
    quota: number;
    card_last4: string | null;
  }>('SELECT status, plan_name, quota, card_last4 FROM subscriptions WHERE user_id = $1', [userId]);
  return rows[0];
}

/** Waits until the stored subscription reaches `status` (events arrive one at a time). */
async function waitForStatus(userId: string, status: string) {
  await waitFor(async () => (await storedSubscription(userId))?.status === status, {
    timeoutMs: 20_000,
    description: `the subscription is ${status}`,
  });
}

const activeProfessional = { status: 'active', plan_name: 'Professional', quota: 25, card_last4: '4242' };

/** A real event of the stand-in, signed now (or at `timestamp`) with the shared secret. */
function signedEvent(type: string, subscriptionId: string, timestamp?: number) {
  const about = (object: unknown) => JSON.stringify(object).includes(subscriptionId);
  return signedStandInEvent(stripe, type, about, timestamp);
}

const countRows = async (query: string, values: unknown[]) => (await sql.query(query, values)).rowCount;

describe('a checkout paid on the stand-in', () => {
  it('makes an active Professional subscription with quota 25 through the signed webhooks', async () => {
    const { userId } = await subscribe();
    const paidInvoices = async () =>
      (
        await sql.query<{ amount: number; status: string }>(
          'SELECT amount, status FROM invoices WHERE user_id = $1',
          [userId],
        )
      ).rows;
    // Events arrive one at a time; the invoice is among the last of the checkout's.
    await waitFor(async () => (await paidInvoices()).length > 0, {
      timeoutMs: 20_000,
      description: 'the invoice',
    });
    expect(await storedSubscription(userId)).toEqual(activeProfessional);
    expect((await rpc.request(GetUsageRpc, { userId })).usage).toMatchObject({ used: 0, quota: 25 });
    const rows = await paidInvoices();
    expect(rows).toEqual([{ amount: 7500, status: 'paid' }]);
  });
});

describe('a webhook', () => {
  it('with a bad signature or a stale timestamp is refused and changes nothing', async () => {
    forwarding = false;
    try {
      const { userId, subscriptionId } = await subscribe();
      const { event, payload, signature } = await signedEvent(
        'customer.subscription.updated',
        subscriptionId,
      );
      const refused = { code: ErrorCode.Validation, message: BillingMessages.invalidWebhookSignature };
      await expectRefusal(rpc.request(ProcessWebhookRpc, { payload: `${payload} `, signature }), refused);
      await expectRefusal(
        rpc.request(ProcessWebhookRpc, {
          payload,
          signature: signature.replace(/v1=(.)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`),
        }),
        refused,
      );
      const stale = await signedEvent(
        'customer.subscription.updated',
        subscriptionId,
        Math.floor(Date.now() / 1000) - 301,
      );
      await expectRefusal(
        rpc.request(ProcessWebhookRpc, { payload: stale.payload, signature: stale.signature }),
        refused,
      );
      expect(await countRows('SELECT 1 FROM stripe_events WHERE id = $1', [event.id])).toBe(0);
      expect(await storedSubscription(userId)).toBeUndefined();
    } finally {
      forwarding = true;
    }
  });

  it('delivered twice has one effect', async () => {
    forwarding = false;
    try {
      const { userId, subscriptionId } = await subscribe();
      const { payload, signature } = await signedEvent('customer.subscription.updated', subscriptionId);
      expect(await rpc.request(ProcessWebhookRpc, { payload, signature })).toEqual({
        received: true,
        duplicate: false,
      });
      expect(await rpc.request(ProcessWebhookRpc, { payload, signature })).toEqual({
        received: true,
        duplicate: true,
      });
      expect(await storedSubscription(userId)).toEqual(activeProfessional);
      const changes = await countRows(
        "SELECT 1 FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2",
        [SubscriptionChangedEvent.subject, userId],
      );
      expect(changes).toBe(1);
    } finally {
      forwarding = true;
    }
  });

  it('subscription.updated before subscription.created converges on the current state', async () => {
    forwarding = false;
    try {
      const { userId, subscriptionId } = await subscribe();
      const updated = await signedEvent('customer.subscription.updated', subscriptionId);
      const created = await signedEvent('customer.subscription.created', subscriptionId);
      expect(created.event.data.object).toMatchObject({ status: 'incomplete' });
      await rpc.request(ProcessWebhookRpc, { payload: updated.payload, signature: updated.signature });
      await rpc.request(ProcessWebhookRpc, { payload: created.payload, signature: created.signature });
      expect(await storedSubscription(userId)).toEqual(activeProfessional);
    } finally {
      forwarding = true;
    }
  });
});

/** Pays a one-time checkout for `packs` extra packs, as the same customer. */
async function buyExtraPacks(userId: string, customerId: string, packs: number) {
  const { extraPack } = await plans();
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customerId,
    line_items: [{ price: extraPack.priceId, quantity: packs }],
    client_reference_id: userId,
    metadata: { userId },
    success_url: CHECKOUT_RETURN.successUrl,
    cancel_url: CHECKOUT_RETURN.cancelUrl,
  });
  await payOnHostedPage(session.url!);
}

const usageOf = async (userId: string) => (await rpc.request(GetUsageRpc, { userId })).usage;

describe('the quota over the periods', () => {
  it('grows by 5 a pack this period, and the renewal starts at 0 on the plan quota alone', async () => {
    const { userId, subscriptionId, customerId } = await subscribe('starter');
    await waitFor(async () => (await usageOf(userId))?.quota === 10, {
      timeoutMs: 20_000,
      description: 'active',
    });
    for (let i = 0; i < 10; i += 1) await rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() });
    await expectRefusal(rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() }), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.limitReached(10),
    });

    await buyExtraPacks(userId, customerId, 1);
    await waitFor(async () => (await usageOf(userId))?.quota === 15, {
      timeoutMs: 20_000,
      description: 'the pack',
    });
    expect(await usageOf(userId)).toMatchObject({ used: 10, quota: 15, extraApplications: 5 });
    await rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() });

    const before = await usageOf(userId);
    await control('/_emulator/clock/advance', { subscription: subscriptionId });
    await waitFor(async () => (await usageOf(userId))?.periodStart !== before?.periodStart, {
      timeoutMs: 20_000,
      description: 'the renewal',
    });
    expect(await usageOf(userId)).toMatchObject({
      used: 0,
      quota: 10,
      extraApplications: 0,
      periodStart: before?.periodEnd,
    });
    expect(await storedSubscription(userId)).toMatchObject({ status: 'active', plan_name: 'Starter' });
  });
});

describe('a failed renewal', () => {
  it('makes the subscription past_due and refuses reservations as inactive', async () => {
    // 4000 0000 0000 0341: accepted at checkout, declined on the renewal.
    const { userId, subscriptionId } = await subscribe('professional', '4000 0000 0000 0341');
    await waitForStatus(userId, 'active');
    await control('/_emulator/clock/advance', { subscription: subscriptionId });
    await waitForStatus(userId, 'past_due');
    await expectRefusal(rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() }), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionInactive,
    });
  });
});

describe('a cancellation at the period end', () => {
  it('is mirrored at once, and once the period has ended reservations are refused', async () => {
    const { userId, subscriptionId } = await subscribe('starter');
    await waitForStatus(userId, 'active');
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await waitFor(
      async () => {
        const { rows } = await sql.query<{ cancel_at_period_end: boolean }>(
          'SELECT cancel_at_period_end FROM subscriptions WHERE id = $1',
          [subscriptionId],
        );
        return rows[0]?.cancel_at_period_end === true;
      },
      { timeoutMs: 20_000, description: 'cancel at period end' },
    );
    expect((await rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() })).usage.used).toBe(1);
    await control('/_emulator/clock/advance', { subscription: subscriptionId });
    await waitForStatus(userId, 'canceled');
    await expectRefusal(rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() }), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionInactive,
    });
  });
});

describe('the hosted pages', () => {
  const returnUrls = CHECKOUT_RETURN;

  it('checkout makes the customer once and reuses it, and a paid one refuses another checkout', async () => {
    const userId = randomUUID();
    const email = `${userId}@example.com`;
    await rpc.request(CreateCheckoutRpc, { userId, email, planId: 'starter', ...returnUrls });
    // The newer checkout is the one that can be paid (the earlier one is expired).
    const latest = await rpc.request(CreateCheckoutRpc, {
      userId,
      email,
      planId: 'professional',
      ...returnUrls,
    });
    expect(latest.url.startsWith(backing.STRIPE_API_BASE)).toBe(true);
    expect((await stripe.customers.list({ email })).data).toHaveLength(1);
    expect(await countRows('SELECT 1 FROM customers WHERE user_id = $1', [userId])).toBe(1);

    await payOnHostedPage(latest.url);
    await waitForStatus(userId, 'active');
    expect(await storedSubscription(userId)).toEqual(activeProfessional);
    await expectRefusal(
      rpc.request(CreateCheckoutRpc, { userId, email, planId: 'unlimited', ...returnUrls }),
      {
        code: ErrorCode.Conflict,
        message: BillingMessages.alreadySubscribed,
      },
    );
    const pack = await rpc.request(CreateExtraPackCheckoutRpc, { userId, packs: 2, ...returnUrls });
    expect(pack.url.startsWith(backing.STRIPE_API_BASE)).toBe(true);
    const portal = await rpc.request(CreatePortalRpc, { userId, returnUrl: returnUrls.successUrl });
    expect((await fetch(portal.url)).status).toBe(200);
  });

  it('refuses the portal and extra packs to a user with no subscription', async () => {
    const userId = randomUUID();
    await expectRefusal(rpc.request(CreatePortalRpc, { userId, returnUrl: returnUrls.successUrl }), {
      code: ErrorCode.NotFound,
      message: BillingMessages.noBillingAccount,
    });
    await expectRefusal(rpc.request(CreateExtraPackCheckoutRpc, { userId, packs: 1, ...returnUrls }), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.extraPacksNeedPlan,
    });
  });
});
