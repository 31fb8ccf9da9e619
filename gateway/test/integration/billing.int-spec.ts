import { createHmac, randomUUID } from 'node:crypto';
import {
  BillingMessages,
  ErrorCode,
  ReserveQuotaRpc,
  type TPlanCatalogue,
  type TSubscriptionView,
  type TTransaction,
  type TUsage,
} from '@hirerelay/contracts';
import {
  adminSession,
  checkOutOnStandIn,
  expectRefusal,
  HttpSession,
  identityDatabaseUrl,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  payOnHostedPage,
  signedUpSession,
  startHealthyGateway,
  useSharedSystem,
  testLogDir,
  testRpcClient,
  waitFor,
  waitForMail,
  type RunningApp,
  type SharedSystem,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The billing routes through the real gateway and system: the Stripe stand-in's hosted pages are
// paid as a person would, and its signed webhooks reach billing through POST /api/webhooks/stripe
// (registered with the stand-in by the system start).
const shared = inject('shared');
const logDir = testLogDir('gateway-billing');
let system: SharedSystem;

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  system = await useSharedSystem(shared);
  // Short retry delays, so a delivery that met a busy moment does not hold the test up.
  await standIn('POST', '/_emulator/config', { webhookRetryBaseMs: 100, webhookRetryMaxMs: 500 });
});

/** The stand-in's API (any test key) or control API. */
async function standIn<T = Record<string, unknown>>(
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const response = await fetch(`${system.backing.STRIPE_API_BASE}${path}`, {
    method,
    headers: {
      authorization: 'Bearer sk_test_gateway_billing',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.ok, `${method} ${path}: ${String(response.status)}`).toBe(true);
  return (await response.json()) as T;
}

/** A call to the stand-in's Stripe API in Stripe's own encoding (form fields), as the SDK makes it. */
async function stripeApi<T = Record<string, unknown>>(path: string, fields: Record<string, string> = {}) {
  const response = await fetch(`${system.backing.STRIPE_API_BASE}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_gateway_billing',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
  expect(response.ok, `POST ${path}: ${String(response.status)} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

const subscriptionOf = async (session: HttpSession) =>
  (await session.get<{ subscription: TSubscriptionView | null }>('/api/billing/subscription')).body
    .subscription;

/** Waits until the user's subscription (as the page reads it) satisfies `check`. */
function waitForSubscription(
  session: HttpSession,
  check: (subscription: TSubscriptionView) => boolean,
  description: string,
): Promise<TSubscriptionView> {
  return waitFor(
    async () => {
      const subscription = await subscriptionOf(session);
      return subscription && check(subscription) ? subscription : null;
    },
    { timeoutMs: 30_000, description },
  );
}

/** A signed-up user who paid for Professional with 4242 on the stand-in, once billing shows it active. */
async function professionalSubscriber({ fullName }: { fullName?: string } = {}) {
  const account = await signedUpSession(system.url);
  if (fullName) expect((await account.session.patch('/api/profile', { fullName })).status).toBe(200);
  const { checkoutUrl, backTo } = await checkOutOnStandIn(account.session, 'professional');
  const subscription = await waitForSubscription(
    account.session,
    (candidate) => candidate.status === 'active',
    'an active subscription',
  );
  return { ...account, checkoutUrl, backTo, subscription };
}

/** A Stripe-Signature header as Stripe makes it: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${payload}`)
    .digest('hex');
  return `t=${String(timestamp)},v1=${v1}`;
}

function postWebhook(payload: string, signature?: string) {
  return fetch(`${system.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
}

/** The stand-in's latest event of `type` about `subscriptionId`. */
async function eventAbout(type: string, subscriptionId: string) {
  const { data } = await standIn<{ data: { id: string; data: { object: unknown } }[] }>(
    'GET',
    `/v1/events?type=${type}&limit=100`,
  );
  const event = data.find((candidate) => JSON.stringify(candidate.data.object).includes(subscriptionId));
  if (!event) throw new Error(`no ${type} event for ${subscriptionId}`);
  return event;
}

describe('the plans', () => {
  it('are public: the three plans and the extra pack with their prices', async () => {
    const plans = await new HttpSession(system.url).get<TPlanCatalogue>('/api/plans');
    expect(plans.status).toBe(200);
    expect(
      plans.body.plans.map(({ id, name, priceCents, quota }) => ({ id, name, priceCents, quota })),
    ).toEqual([
      { id: 'starter', name: 'Starter', priceCents: 3000, quota: 10 },
      { id: 'professional', name: 'Professional', priceCents: 7500, quota: 25 },
      { id: 'unlimited', name: 'Unlimited', priceCents: 19900, quota: 999 },
    ]);
    expect(plans.body.extraPack).toMatchObject({ priceCents: 1500, applications: 5 });
  });
});

describe('the billing routes', () => {
  it('answer 401 to a visitor who is not signed in', async () => {
    const visitor = new HttpSession(system.url);
    for (const path of ['/api/billing/subscription', '/api/billing/invoices', '/api/billing/usage']) {
      const answer = await visitor.get<ErrorBody>(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHENTICATED');
    }
    const checkout = await visitor.post<ErrorBody>('/api/billing/checkout', { planId: 'starter' });
    expect(checkout.status).toBe(401);
    expect((await visitor.post('/api/billing/portal')).status).toBe(401);
    expect((await visitor.post('/api/billing/extra-packs', { packs: 1 })).status).toBe(401);
  });

  it('refuse a POST without the CSRF token, and make no Stripe customer', async () => {
    const { session, email } = await signedUpSession(system.url);
    const refused = await session.request<ErrorBody>('POST', '/api/billing/checkout', {
      json: { planId: 'starter' },
      csrf: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Invalid or missing CSRF token. Please reload the page and try again.',
    );
    const customers = await standIn<{ data: unknown[] }>(
      'GET',
      `/v1/customers?email=${encodeURIComponent(email)}`,
    );
    expect(customers.data).toEqual([]);
  });

  it('show a new user no subscription, no invoices and no usage', async () => {
    const { session } = await signedUpSession(system.url);
    expect((await session.get('/api/billing/subscription')).body).toEqual({ subscription: null });
    expect((await session.get('/api/billing/invoices')).body).toEqual({ invoices: [] });
    expect((await session.get('/api/billing/usage')).body).toEqual({ usage: null });
  });

  it('refuse bad input with the field named, and take no e-mail from the body', async () => {
    const { session } = await signedUpSession(system.url);
    const unknownPlan = await session.post<ErrorBody>('/api/billing/checkout', { planId: 'gold' });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.error.fields).toHaveProperty('planId');
    const withEmail = await session.post<ErrorBody>('/api/billing/checkout', {
      planId: 'starter',
      email: 'someone-else@example.com',
    });
    expect(withEmail.status).toBe(400);
    for (const packs of [0, 11, 1.5, '2']) {
      const answer = await session.post<ErrorBody>('/api/billing/extra-packs', { packs });
      expect(answer.status, String(packs)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION');
    }
  });
});

describe('a checkout paid on the stand-in', () => {
  it('shows an active Professional subscription with its quota, card and paid invoice', async () => {
    const { session, email, checkoutUrl, backTo, subscription } = await professionalSubscriber({
      fullName: 'Ada Lovelace',
    });
    expect(checkoutUrl.startsWith(system.backing.STRIPE_API_BASE)).toBe(true);
    // Stripe sends the person back to the subscription page of the site's public address, naming
    // the session paid in place of {CHECKOUT_SESSION_ID}.
    const sessionId = checkoutUrl.split('/').at(-1)!;
    expect(backTo).toBe(
      `http://localhost:${new URL(system.url).port}/dashboard/subscription?success=true&session_id=${sessionId}`,
    );
    // The webhooks arrive one at a time: the card comes with the last updates.
    const settled = await waitForSubscription(
      session,
      (candidate) => candidate.paymentMethod !== null,
      'the card on the subscription',
    );
    expect(settled).toMatchObject({
      id: subscription.id,
      status: 'active',
      planId: 'professional',
      planName: 'Professional',
      planPrice: 7500,
      currency: 'usd',
      cancelAtPeriodEnd: false,
      jobQuota: 25,
      jobsUsed: 0,
      extraApplications: 0,
      paymentMethod: { brand: 'visa', last4: '4242' },
      scheduledChange: null,
      canBuyExtraPacks: true,
    });
    expect(Date.parse(settled.currentPeriodEnd)).toBeGreaterThan(Date.parse(settled.currentPeriodStart));

    const invoices = await waitFor(
      async () => {
        const listed = await session.get<{ invoices: TTransaction[] }>('/api/billing/invoices');
        return listed.body.invoices.length > 0 ? listed.body.invoices : null;
      },
      { timeoutMs: 30_000, description: 'the paid invoice' },
    );
    expect(invoices).toEqual([
      expect.objectContaining({
        subscriptionId: subscription.id,
        status: 'paid',
        amount: 7500,
        currency: 'usd',
        receiptUrl: expect.stringMatching(/\/i\/test_[\w-]+$/),
        receiptPdfUrl: expect.stringMatching(/\/invoice\/test_[\w-]+\/pdf$/),
      }),
    ]);
    // Each links to its receipt as Stripe serves it: a page, and a PDF.
    const receipt = await fetch(invoices[0]!.receiptUrl!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toMatch(/Receipt .*\$75\.00/s);
    const pdf = await fetch(invoices[0]!.receiptPdfUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
    const usage = await session.get<{ usage: TUsage }>('/api/billing/usage');
    expect(usage.body.usage).toMatchObject({ used: 0, quota: 25, extraApplications: 0 });

    // The Stripe customer carries the account's e-mail and name, from identity.
    const customers = await standIn<{ data: unknown[] }>(
      'GET',
      `/v1/customers?email=${encodeURIComponent(email)}`,
    );
    expect(customers.data).toEqual([expect.objectContaining({ email, name: 'Ada Lovelace' })]);
  });

  it('names the paid session in the success address; only its owner can confirm it', async () => {
    const { session, checkoutUrl } = await professionalSubscriber();
    const sessionId = checkoutUrl.split('/').at(-1)!;
    const path = `/api/billing/checkout-sessions/${sessionId}`;
    const own = await session.get(path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ id: sessionId, purchase: 'plan', status: 'complete', paid: true });

    const stranger = await signedUpSession(system.url);
    const theirs = await stranger.session.get<ErrorBody>(path);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual({ code: 'NOT_FOUND', message: BillingMessages.checkoutNotFound });
    const unknown = await session.get<ErrorBody>('/api/billing/checkout-sessions/cs_test_nothing0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(BillingMessages.checkoutNotFound);
    expect((await session.get('/api/billing/checkout-sessions/%7BCHECKOUT_SESSION_ID%7D')).status).toBe(404);
    expect((await new HttpSession(system.url).get(path)).status).toBe(401);

    // A session opened and not yet paid reads open and unpaid.
    const open = await stranger.session.post<{ url: string }>('/api/billing/checkout', { planId: 'starter' });
    const openId = open.body.url.split('/').at(-1)!;
    expect((await stranger.session.get(`/api/billing/checkout-sessions/${openId}`)).body).toEqual({
      id: openId,
      purchase: 'plan',
      status: 'open',
      paid: false,
    });
  });

  it('then sells extra packs: one pack makes the quota 30 for this period', async () => {
    const { session } = await professionalSubscriber();
    const pack = await session.post<{ url: string }>('/api/billing/extra-packs', { packs: 1 });
    expect(pack.status).toBe(200);
    expect(pack.body.url.startsWith(system.backing.STRIPE_API_BASE)).toBe(true);
    // Card only, as the plan checkout.
    const packSession = await standIn('GET', `/v1/checkout/sessions/${pack.body.url.split('/').at(-1)!}`);
    expect(packSession).toMatchObject({ mode: 'payment', allowed_payment_method_types: ['card'] });
    await payOnHostedPage(pack.body.url);
    const withPack = await waitForSubscription(
      session,
      (candidate) => candidate.jobQuota === 30,
      'the extra pack in the quota',
    );
    expect(withPack).toMatchObject({
      jobQuota: 30,
      jobsUsed: 0,
      extraApplications: 5,
      planName: 'Professional',
    });
  });

  it('then opens the billing portal, which leads back to the subscription page', async () => {
    const { session } = await professionalSubscriber();
    const portal = await session.post<{ url: string }>('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url.startsWith(system.backing.STRIPE_API_BASE)).toBe(true);
    const page = await fetch(portal.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `http://localhost:${new URL(system.url).port}/dashboard/subscription`,
    );
  });
});

describe('two plan checkouts of one user', () => {
  it('leave only the newest payable, and a second paid subscription is cancelled, refunded and e-mailed', async () => {
    const { session, email, id: userId } = await signedUpSession(system.url);
    const sessionIdOf = (url: string) => url.split('/').at(-1)!;
    const first = await session.post<{ url: string }>('/api/billing/checkout', { planId: 'starter' });
    const second = await session.post<{ url: string }>('/api/billing/checkout', { planId: 'professional' });
    expect([first.status, second.status]).toEqual([200, 200]);

    // The earlier checkout (another tab, or Back) was expired: its page can no longer be paid.
    const expired = await standIn<{ status: string; customer: string }>(
      'GET',
      `/v1/checkout/sessions/${sessionIdOf(first.body.url)}`,
    );
    expect(expired.status).toBe('expired');
    await expect(payOnHostedPage(first.body.url)).rejects.toThrow(/no longer available/);

    await payOnHostedPage(second.body.url);
    const professional = await waitForSubscription(
      session,
      (candidate) => candidate.status === 'active',
      'the Professional subscription active',
    );
    expect(professional.planName).toBe('Professional');

    // Should a second one be paid anyway (a checkout made before this rule, or one that escaped
    // the expiry), it is the later subscription of a customer who has a live one.
    const plans = (await new HttpSession(system.url).get<TPlanCatalogue>('/api/plans')).body.plans;
    const since = new Date();
    const another = await stripeApi<{ id: string; url: string }>('/v1/checkout/sessions', {
      mode: 'subscription',
      customer: expired.customer,
      'line_items[0][price]': plans.find((plan) => plan.id === 'starter')!.priceId,
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      'metadata[userId]': userId,
      'subscription_data[metadata][userId]': userId,
      success_url: 'http://localhost:8080/dashboard/subscription?success=true',
    });
    await payOnHostedPage(another.url);
    const starterId = (await standIn<{ subscription: string }>('GET', `/v1/checkout/sessions/${another.id}`))
      .subscription;

    const canceled = await waitFor(
      async () => {
        const subscription = await standIn<{ status: string; latest_invoice: string }>(
          'GET',
          `/v1/subscriptions/${starterId}`,
        );
        return subscription.status === 'canceled' ? subscription : null;
      },
      { timeoutMs: 30_000, description: 'the second subscription cancelled on the stand-in' },
    );
    const live = await standIn<{ data: { id: string }[] }>(
      'GET',
      `/v1/subscriptions?customer=${expired.customer}&status=active`,
    );
    expect(live.data.map((subscription) => subscription.id)).toEqual([professional.id]);

    // Its first payment was refunded in full.
    const payments = await standIn<{ data: { payment: { payment_intent: string } }[] }>(
      'GET',
      `/v1/invoice_payments?invoice=${canceled.latest_invoice}`,
    );
    expect(payments.data).toHaveLength(1);
    const refunds = await standIn<{ data: { amount: number; status: string }[] }>(
      'GET',
      `/v1/refunds?payment_intent=${payments.data[0]!.payment.payment_intent}`,
    );
    expect(refunds.data).toMatchObject([{ amount: 3000, status: 'succeeded' }]);

    // The page still shows the plan that was there first.
    expect(await subscriptionOf(session)).toMatchObject({
      id: professional.id,
      status: 'active',
      planName: 'Professional',
    });

    // The user is told in plain words, and so is the staff inbox.
    const toUser = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: email,
      subjectIncludes: 'cancelled and refunded',
      since,
      timeoutMs: 30_000,
    });
    expect(toUser.subject).toBe('Your second HireRelay subscription was cancelled and refunded');
    expect(toUser.text).toContain('Your Professional subscription stays exactly as it was.');
    expect(toUser.text).toContain('We refunded the second payment of $30.00 in full.');
    const toStaff = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: 'support@hirerelay.local',
      subjectIncludes: email,
      since,
      timeoutMs: 30_000,
    });
    expect(toStaff.subject).toBe(`Second subscription cancelled and refunded: ${email}`);
    expect(toStaff.text).toContain(`Cancelled: Starter (${starterId})`);
  });
});

describe('a renewal that fails, paid later', () => {
  it('makes the subscription past_due, refuses imports as inactive and the account unpaid, then active again', async () => {
    const { session, id: userId } = await signedUpSession(system.url);
    const { session: admin } = await adminSession(system.url, identityDatabaseUrl(system.backing));
    const accountStatus = async () =>
      (await admin.get<{ status: string; plan: string }>(`/api/admin/users/${userId}`)).body;
    const rpc = testRpcClient(system.backing);
    try {
      // 4000 0000 0000 0341 is accepted at checkout and declined on every later charge.
      await checkOutOnStandIn(session, 'starter', '4000 0000 0000 0341');
      const subscription = await waitForSubscription(session, (s) => s.status === 'active', 'active');
      await waitFor(async () => (await accountStatus()).plan === 'Starter', {
        timeoutMs: 30_000,
        description: 'identity sees the Starter plan',
      });

      await standIn('POST', '/_emulator/clock/advance', { subscription: subscription.id });
      await waitForSubscription(session, (s) => s.status === 'past_due', 'past_due');
      await expectRefusal(rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() }), {
        code: ErrorCode.Forbidden,
        message: BillingMessages.subscriptionInactive,
      });
      // A second plan is no way out: the card is updated instead, and the open invoice paid.
      const second = await session.post<ErrorBody>('/api/billing/checkout', { planId: 'professional' });
      expect(second.status).toBe(409);
      expect(second.body.error.message).toBe(BillingMessages.pastDueUpdateCard);
      await waitFor(async () => (await accountStatus()).status === 'unpaid', {
        timeoutMs: 30_000,
        description: 'the account is unpaid',
      });

      // Paid later: a working card on the subscription; Stripe charges the open renewal invoice to it.
      const card = await stripeApi<{ id: string }>('/v1/payment_methods', {
        type: 'card',
        'card[token]': 'tok_visa',
      });
      const customer = (await standIn<{ customer: string }>('GET', `/v1/subscriptions/${subscription.id}`))
        .customer;
      await stripeApi(`/v1/payment_methods/${card.id}/attach`, { customer });
      await stripeApi(`/v1/subscriptions/${subscription.id}`, { default_payment_method: card.id });
      const open = await standIn<{ data: unknown[] }>(
        'GET',
        `/v1/invoices?subscription=${subscription.id}&status=open`,
      );
      expect(open.data).toEqual([]);

      const renewed = await waitForSubscription(session, (s) => s.status === 'active', 'active again');
      expect(renewed).toMatchObject({ jobsUsed: 0, jobQuota: 10 });
      expect(Date.parse(renewed.currentPeriodStart)).toBeGreaterThan(
        Date.parse(subscription.currentPeriodStart),
      );
      await waitFor(async () => (await accountStatus()).status === 'active', {
        timeoutMs: 30_000,
        description: 'the account is active again',
      });
      const reserved = await rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() });
      expect(reserved.usage).toMatchObject({ used: 1, quota: 10 });
    } finally {
      await rpc.close();
    }
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad signature, a stale one and none with 400, and nothing changes', async () => {
    const { session, subscription } = await professionalSubscriber();
    const event = await eventAbout('customer.subscription.updated', subscription.id);
    // The same event claiming the subscription was canceled, under an id never seen.
    const forged = JSON.stringify({
      ...event,
      id: `evt_forged_${subscription.id}`,
      data: { object: { ...(event.data.object as object), status: 'canceled' } },
    });
    const refused = { error: { code: 'VALIDATION', message: BillingMessages.invalidWebhookSignature } };
    const attempts = [
      stripeSignature(forged, 'whsec_not_the_secret'),
      stripeSignature(forged, LOCAL_STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
      undefined,
    ];
    for (const signature of attempts) {
      const answer = await postWebhook(forged, signature);
      expect(answer.status, String(signature)).toBe(400);
      expect(await answer.json()).toEqual(refused);
    }
    // Signed for other bytes: one more space is another body.
    const answer = await postWebhook(`${forged} `, stripeSignature(forged, LOCAL_STRIPE_WEBHOOK_SECRET));
    expect(answer.status).toBe(400);

    // That billing stores nothing of a refused event: its own tier (stripe.int-spec.ts).
    expect(await subscriptionOf(session)).toMatchObject({ id: subscription.id, status: 'active' });
  });

  it('takes a correctly signed event byte for byte, without cookie or CSRF token, once', async () => {
    const { subscription } = await professionalSubscriber();
    const event = await eventAbout('customer.subscription.updated', subscription.id);
    // Pretty-printed with non-ASCII text: any re-serialising on the way would break the signature.
    const payload = JSON.stringify({ ...event, description: 'Zürich “quoted” €' }, null, 2);
    const signature = stripeSignature(payload, LOCAL_STRIPE_WEBHOOK_SECRET);
    const answer = await postWebhook(payload, signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(answer.headers.getSetCookie()).toEqual([]);
    // The stand-in delivered the same event id already: a replay is taken and changes nothing.
    const again = await postWebhook(payload, signature);
    expect(again.status).toBe(200);
  });

  it('takes a body far above the ordinary JSON limit up to 512 KB, and refuses a larger one with 413', async () => {
    // 300 KB: past the 64 KB every other route allows, so it reaches billing (and fails the signature).
    const large = JSON.stringify({ id: 'evt_large', padding: 'x'.repeat(300 * 1024) });
    const taken = await postWebhook(large, stripeSignature(large, 'whsec_not_the_secret'));
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as ErrorBody).error.message).toBe(BillingMessages.invalidWebhookSignature);

    const tooLarge = JSON.stringify({ id: 'evt_too_large', padding: 'x'.repeat(600 * 1024) });
    const refused = await postWebhook(tooLarge, stripeSignature(tooLarge, LOCAL_STRIPE_WEBHOOK_SECRET));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON as Stripe sends it', async () => {
    const answer = await fetch(`${system.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=0' },
      body: 'hello',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('VALIDATION');
  });
});

describe('rate limits', () => {
  // A gateway of its own with small limits, in front of the same services.
  let strict: RunningApp & { url: string };

  beforeAll(async () => {
    strict = await startHealthyGateway(system.backing, {
      logDir: `${logDir}/strict`,
      env: { RATE_LIMIT_BILLING: '2/60', RATE_LIMIT_STRIPE_WEBHOOK: '2/60', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('count the billing POSTs per user: the third is 429, another user still gets through', async () => {
    const { session } = await signedUpSession(strict.url);
    // No subscription yet: the portal is refused by billing, after the attempt was counted.
    const statuses = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await session.post('/api/billing/portal')).status);
    const limited = await session.post<ErrorBody>('/api/billing/checkout', { planId: 'starter' });
    expect([...statuses, limited.status]).toEqual([404, 404, 429]);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await signedUpSession(strict.url);
    expect((await other.session.post('/api/billing/portal')).status).toBe(404);
  });

  it('count webhooks per address: the third is 429, another address still gets through', async () => {
    const post = (address: string) =>
      fetch(`${strict.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: '{}',
      });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post('198.51.100.7')).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await post('198.51.100.8')).status).toBe(400);
  });
});
