// @ts-check
// The emulator driven by the official `stripe` SDK (node --test): an in-process server on a free
// port, a local HTTP server as the webhook endpoint, and the hosted pages posted with fetch.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import Stripe from 'stripe';
import { createEmulator } from './server.mjs';

const SECRET = 'whsec_test_local_secret';

/** @type {ReturnType<typeof createEmulator>} */
let emulator;
/** @type {Stripe} */
let stripe;
let base = '';

/** @type {{ type: string, id: string, event: any, signature: string, body: string }[]} */
let received = [];
/** What the webhook endpoint answers (a status per call). */
let answer = () => 200;
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const signature = String(req.headers['stripe-signature'] ?? '');
    // Throws (and fails the test through the assertion below) unless signed like Stripe.
    const event = stripe.webhooks.constructEvent(body, signature, SECRET);
    received.push({ type: event.type, id: event.id, event, signature, body });
    res.writeHead(answer());
    res.end();
  });
});
let hookUrl = '';

/**
 * @param {string} path
 * @param {unknown} [body]
 */
async function control(path, body) {
  const res = await fetch(`${base}/_emulator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Until `check` is true (webhooks arrive asynchronously), at most 5 s.
 * @param {() => boolean} check
 * @param {string} what
 */
async function waitFor(check, what) {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}; received: ${received.map((r) => r.type).join(', ')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** @param {string} type */
const receivedTypes = (type) => received.filter((r) => r.type === type);

/** Everything delivered so far (all first attempts finished). */
async function settled() {
  await waitFor(
    () => emulator.webhooks.deliveries.every((d) => d.state !== 'pending' || d.attempts.length > 0),
    'deliveries',
  );
}

async function seedCatalog() {
  const pro = await stripe.products.create({ name: 'Professional' });
  const starter = await stripe.products.create({ name: 'Starter' });
  const pack = await stripe.products.create({ name: 'Extra pack (5 applications)' });
  const proPrice = await stripe.prices.create({
    product: pro.id,
    currency: 'usd',
    unit_amount: 7500,
    recurring: { interval: 'month' },
    lookup_key: 'professional_monthly',
  });
  const starterPrice = await stripe.prices.create({
    product: starter.id,
    currency: 'usd',
    unit_amount: 3000,
    recurring: { interval: 'month' },
    lookup_key: 'starter_monthly',
  });
  const packPrice = await stripe.prices.create({
    product: pack.id,
    currency: 'usd',
    unit_amount: 1500,
    lookup_key: 'extra_pack',
  });
  return { proPrice, starterPrice, packPrice };
}

/**
 * Post the hosted Checkout page's form.
 * @param {string} url
 * @param {Record<string, string>} fields
 */
async function payOnPage(url, fields) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace', ...fields }),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/**
 * A subscriber on the Professional plan, through Checkout.
 * @param {string} card
 */
async function subscribe(card = '4242 4242 4242 4242') {
  const { proPrice, starterPrice } = await seedCatalog();
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: proPrice.id, quantity: 1 }],
    customer_email: 'ada@example.com',
    client_reference_id: 'user-1',
    metadata: { userId: 'user-1' },
    success_url: 'http://localhost:5173/dashboard/subscription?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pricing?checkout=canceled',
  });
  const paid = await payOnPage(/** @type {string} */ (session.url), { number: card });
  assert.equal(paid.status, 303, paid.html);
  const done = await stripe.checkout.sessions.retrieve(session.id);
  const sub = await stripe.subscriptions.retrieve(/** @type {string} */ (done.subscription));
  return { session: done, sub, proPrice, starterPrice, customer: /** @type {string} */ (done.customer) };
}

/**
 * Open the portal and post one of its forms.
 * @param {string} customer
 * @param {string} action 'cancel' | 'resume' | 'change' | 'card'
 * @param {Record<string, string>} [fields]
 */
async function portal(customer, action, fields = {}) {
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: 'http://localhost:5173/dashboard/subscription',
  });
  const pageHtml = await (await fetch(session.url)).text();
  assert.match(pageHtml, /Local Stripe stand-in — no real payment/);
  const res = await fetch(`${session.url}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  assert.equal(res.status, 303);
  const after = await (
    await fetch(new URL(/** @type {string} */ (res.headers.get('location')), session.url))
  ).text();
  return { session, html: after };
}

before(async () => {
  emulator = createEmulator({ retry: { retryBaseMs: 20, retryMaxMs: 100, maxAttempts: 4, timeoutMs: 2000 } });
  await new Promise((r) => emulator.server.listen(0, '127.0.0.1', () => r(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (emulator.server.address()).port;
  base = `http://127.0.0.1:${port}`;
  stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  await new Promise((r) => receiver.listen(0, '127.0.0.1', () => r(undefined)));
  hookUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (receiver.address()).port}/api/webhooks/stripe`;
});

after(async () => {
  await emulator.close();
  await new Promise((r) => receiver.close(() => r(undefined)));
});

beforeEach(async () => {
  await control('/reset', {});
  await control('/config', { webhookRetryBaseMs: 20, webhookMaxAttempts: 4 });
  await control('/webhook_endpoints', { url: hookUrl, secret: SECRET });
  received = [];
  answer = () => 200;
});

describe('Stripe errors', () => {
  it('answers 401 without an API key and 404 resource_missing for an unknown id', async () => {
    const res = await fetch(`${base}/v1/customers/cus_nope`);
    assert.equal(res.status, 401);
    assert.match((await res.json()).error.message, /You did not provide an API key/);

    await assert.rejects(stripe.customers.retrieve('cus_nope'), (err) => {
      assert.ok(err instanceof Stripe.errors.StripeInvalidRequestError);
      assert.equal(err.statusCode, 404);
      assert.equal(err.code, 'resource_missing');
      assert.equal(err.param, 'id');
      assert.equal(err.message, "No such customer: 'cus_nope'");
      return true;
    });
  });

  it('refuses unknown and missing parameters with 400, changing nothing', async () => {
    await assert.rejects(stripe.customers.create(/** @type {any} */ ({ emial: 'x@example.com' })), {
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
      message: 'Received unknown parameter: emial',
    });
    await assert.rejects(stripe.prices.create(/** @type {any} */ ({ currency: 'usd', unit_amount: 100 })), {
      statusCode: 400,
      code: 'parameter_missing',
      param: 'product',
    });
    assert.equal((await stripe.customers.list()).data.length, 0);
  });

  it('answers 402 card_error when a declining card is attached', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com' });
    await assert.rejects(
      stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
      (err) => {
        assert.ok(err instanceof Stripe.errors.StripeCardError);
        assert.equal(err.statusCode, 402);
        assert.equal(err.code, 'card_declined');
        assert.equal(err.decline_code, 'generic_decline');
        assert.equal(err.message, 'Your card was declined.');
        return true;
      },
    );
  });
});

describe('customers, products and prices', () => {
  it('creates, retrieves and updates a customer, sending customer.updated with the old values', async () => {
    const created = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u1' },
    });
    assert.match(created.id, /^cus_/);
    assert.equal(created.livemode, false);
    const updated = await stripe.customers.update(created.id, { name: 'Ada Lovelace' });
    assert.equal(updated.name, 'Ada Lovelace');
    assert.deepEqual(/** @type {Stripe.Customer} */ (await stripe.customers.retrieve(created.id)).metadata, {
      userId: 'u1',
    });
    await waitFor(() => receivedTypes('customer.updated').length === 1, 'customer.updated');
    const event = /** @type {any} */ (receivedTypes('customer.updated')[0]).event;
    assert.deepEqual(event.data.previous_attributes, { name: 'Ada' });
    assert.equal(event.data.object.name, 'Ada Lovelace');
  });

  it('the control API puts a catalogue in place once, looked up by lookup key', async () => {
    const catalogue = {
      prices: [
        {
          lookup_key: 'starter_monthly',
          product: 'Starter',
          unit_amount: 3000,
          recurring: { interval: 'month' },
        },
        { lookup_key: 'extra_pack', product: 'Extra pack', unit_amount: 1500 },
      ],
    };
    const first = await control('/catalog', catalogue);
    const second = await control('/catalog', catalogue);
    assert.deepEqual(
      second.data.map((/** @type {any} */ p) => p.id),
      first.data.map((/** @type {any} */ p) => p.id),
    );
    const prices = await stripe.prices.list({
      lookup_keys: ['starter_monthly', 'extra_pack'],
      expand: ['data.product'],
    });
    assert.equal(prices.data.length, 2);
    const starter = prices.data.find((p) => p.lookup_key === 'starter_monthly');
    assert.deepEqual(
      [starter?.unit_amount, starter?.currency, starter?.recurring?.interval],
      [3000, 'usd', 'month'],
    );
    assert.equal(/** @type {Stripe.Product} */ (starter?.product).name, 'Starter');
    assert.equal(prices.data.find((p) => p.lookup_key === 'extra_pack')?.type, 'one_time');
    const bad = await fetch(`${base}/_emulator/catalog`, {
      method: 'POST',
      body: JSON.stringify({ prices: [{ lookup_key: 'x' }] }),
    });
    assert.equal(bad.status, 400);
    assert.match((await bad.json()).error.message, /Missing required param: prices\[0\]\.product/);
  });

  it('lists prices by lookup key and active, with the product expanded', async () => {
    const { proPrice, packPrice } = await seedCatalog();
    await stripe.prices.update(packPrice.id, { active: false });
    const list = await stripe.prices.list({
      lookup_keys: ['professional_monthly', 'extra_pack'],
      active: true,
      expand: ['data.product'],
    });
    assert.equal(list.object, 'list');
    assert.deepEqual(
      list.data.map((p) => p.id),
      [proPrice.id],
    );
    const price = /** @type {Stripe.Price} */ (list.data[0]);
    assert.equal(price.unit_amount, 7500);
    assert.deepEqual(price.recurring && [price.recurring.interval, price.recurring.interval_count], [
      'month',
      1,
    ]);
    assert.equal(/** @type {Stripe.Product} */ (price.product).name, 'Professional');
    await assert.rejects(
      stripe.prices.create({
        product: /** @type {string} */ (proPrice.product),
        currency: 'usd',
        unit_amount: 1,
        lookup_key: 'extra_pack',
      }),
      { statusCode: 400, param: 'lookup_key' },
    );
  });
});

describe('Checkout', () => {
  it('records the payment methods allowed: card only, else card and Link as Stripe offers', async () => {
    const { proPrice } = await seedCatalog();
    const base = {
      mode: /** @type {const} */ ('subscription'),
      line_items: [{ price: proPrice.id, quantity: 1 }],
      success_url: 'http://localhost:5173/done',
      cancel_url: 'http://localhost:5173/pricing',
    };
    const cardOnly = await stripe.checkout.sessions.create({
      ...base,
      allowed_payment_method_types: ['card'],
    });
    assert.deepEqual(cardOnly.allowed_payment_method_types, ['card']);
    assert.deepEqual(cardOnly.payment_method_types, ['card']);
    const unspecified = await stripe.checkout.sessions.create(base);
    assert.equal(unspecified.allowed_payment_method_types, null);
    assert.deepEqual(unspecified.payment_method_types, ['card', 'link']);
    await assert.rejects(
      stripe.checkout.sessions.create({ ...base, allowed_payment_method_types: ['us_bank_account'] }),
      /only `card`/,
    );
  });

  it('4242 on the hosted page: subscription active, invoice paid, signed webhooks, back to success_url', async () => {
    const { proPrice } = await seedCatalog();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: proPrice.id, quantity: 1 }],
      customer_email: 'ada@example.com',
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1' },
      success_url: 'http://localhost:5173/done?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/pricing',
    });
    assert.match(session.id, /^cs_test_/);
    assert.equal(session.status, 'open');
    const html = await (await fetch(/** @type {string} */ (session.url))).text();
    assert.match(html, /Local Stripe stand-in — no real payment/);
    assert.match(html, /Professional/);
    assert.match(html, /\$75\.00/);
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card'])
      assert.match(html, new RegExp(`<label[^>]*>${label}`));

    const paid = await payOnPage(/** @type {string} */ (session.url), { number: '4242 4242 4242 4242' });
    assert.equal(paid.status, 303);
    assert.equal(paid.location, `http://localhost:5173/done?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'subscription'],
    });
    assert.equal(done.status, 'complete');
    assert.equal(done.payment_status, 'paid');
    assert.equal(done.client_reference_id, 'user-1');
    assert.deepEqual(done.metadata, { userId: 'user-1' });
    assert.equal(done.line_items?.data[0]?.price?.id, proPrice.id);
    const sub = /** @type {Stripe.Subscription} */ (done.subscription);
    assert.equal(sub.status, 'active');
    const item = /** @type {Stripe.SubscriptionItem} */ (sub.items.data[0]);
    assert.equal(item.price.id, proPrice.id);
    const days = (item.current_period_end - item.current_period_start) / 86_400;
    assert.ok(days >= 28 && days <= 31, `a month, got ${days} days`);
    const items = await stripe.subscriptionItems.list({ subscription: sub.id });
    assert.deepEqual(
      items.data.map((si) => si.id),
      [item.id],
    );

    const subs = await stripe.subscriptions.list({
      customer: /** @type {string} */ (done.customer),
      status: 'active',
      expand: ['data.default_payment_method'],
    });
    assert.equal(subs.data.length, 1);
    const card = /** @type {Stripe.PaymentMethod} */ (subs.data[0]?.default_payment_method).card;
    assert.deepEqual([card?.brand, card?.last4], ['visa', '4242']);
    const customer = /** @type {Stripe.Customer} */ (
      await stripe.customers.retrieve(/** @type {string} */ (done.customer), {
        expand: ['invoice_settings.default_payment_method'],
      })
    );
    assert.equal(customer.email, 'ada@example.com');
    assert.equal(
      /** @type {Stripe.PaymentMethod} */ (customer.invoice_settings.default_payment_method).card?.last4,
      '4242',
    );

    const invoices = await stripe.invoices.list({ customer: customer.id, status: 'paid', limit: 10 });
    assert.equal(invoices.data.length, 1);
    const invoice = /** @type {Stripe.Invoice} */ (invoices.data[0]);
    assert.equal(invoice.amount_paid, 7500);
    assert.ok(invoice.status_transitions.paid_at);
    assert.equal(invoice.parent?.subscription_details?.subscription, sub.id);
    assert.equal(invoice.lines.data[0]?.pricing?.price_details?.price, proPrice.id);

    await waitFor(
      () => receivedTypes('checkout.session.completed').length === 1,
      'checkout.session.completed',
    );
    const types = received.map((r) => r.type);
    for (const t of [
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
    ])
      assert.ok(
        types.indexOf(t) >= 0 && types.indexOf(t) < types.indexOf('checkout.session.completed'),
        `${t} before completion: ${types}`,
      );
    const completed = /** @type {any} */ (receivedTypes('checkout.session.completed')[0]);
    assert.match(completed.signature, /^t=\d+,v1=[0-9a-f]{64}$/);
    assert.equal(completed.event.data.object.subscription, sub.id);
    assert.throws(() => stripe.webhooks.constructEvent(completed.body, completed.signature, 'whsec_wrong'));
    assert.equal((await stripe.events.retrieve(completed.id)).type, 'checkout.session.completed');
  });

  it("serves a paid invoice's receipt at hosted_invoice_url (HTML) and invoice_pdf (a PDF), sent with invoice.paid", async () => {
    const { proPrice } = await seedCatalog();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: proPrice.id, quantity: 1 }],
      customer_email: 'ada@example.com',
      success_url: 'http://localhost:5173/done',
    });
    await payOnPage(/** @type {string} */ (session.url), { number: '4242 4242 4242 4242' });
    const [invoice] = (await stripe.invoices.list({ status: 'paid', limit: 1 })).data;
    assert.ok(invoice);
    assert.match(String(invoice.hosted_invoice_url), new RegExp(`^${base}/i/test_[\\w-]{20,}$`));
    assert.match(String(invoice.invoice_pdf), new RegExp(`^${base}/invoice/test_[\\w-]{20,}/pdf$`));
    assert.ok(!String(invoice.hosted_invoice_url).includes(invoice.id ?? ''), 'not guessable from the id');
    await waitFor(() => receivedTypes('invoice.paid').length === 1, 'invoice.paid');
    const sent = /** @type {any} */ (receivedTypes('invoice.paid')[0]).event.data.object;
    assert.equal(sent.hosted_invoice_url, invoice.hosted_invoice_url);
    assert.equal(sent.invoice_pdf, invoice.invoice_pdf);

    const page = await fetch(/** @type {string} */ (invoice.hosted_invoice_url));
    assert.equal(page.status, 200);
    assert.match(String(page.headers.get('content-type')), /^text\/html/);
    const html = await page.text();
    assert.match(html, new RegExp(`Receipt ${invoice.number}`));
    assert.match(html, /\$75\.00/);
    assert.match(html, /ada@example\.com/);
    assert.ok(html.includes(`href="${invoice.invoice_pdf}"`));

    const pdfResponse = await fetch(/** @type {string} */ (invoice.invoice_pdf));
    assert.equal(pdfResponse.status, 200);
    assert.equal(pdfResponse.headers.get('content-type'), 'application/pdf');
    const pdf = Buffer.from(await pdfResponse.arrayBuffer()).toString('latin1');
    assert.match(pdf, /^%PDF-1\.4\n/);
    assert.match(pdf, /%%EOF\n$/);
    assert.ok(pdf.includes(`(Receipt ${invoice.number}) Tj`));
    assert.ok(pdf.includes('(Amount paid: $75.00) Tj'));
    // A valid cross-reference table: startxref names the xref, and each entry its object.
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    assert.equal(pdf.slice(startxref, startxref + 4), 'xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    assert.equal(offsets.length, 6);
    for (const [i, offset] of offsets.entries())
      assert.equal(pdf.slice(offset, offset + `${i + 1} 0 obj`.length), `${i + 1} 0 obj`);

    assert.equal((await fetch(`${base}/i/test_nothing_here_at_all`)).status, 404);
  });

  it('4000 0000 0000 0002 is declined on the page with a way back, and nothing is created', async () => {
    const { proPrice } = await seedCatalog();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: proPrice.id, quantity: 1 }],
      customer_email: 'bob@example.com',
      success_url: 'http://localhost:5173/done',
      cancel_url: 'http://localhost:5173/pricing?checkout=canceled',
    });
    const res = await payOnPage(/** @type {string} */ (session.url), { number: '4000 0000 0000 0002' });
    assert.equal(res.status, 402);
    assert.match(res.html, /Your card was declined\./);
    assert.match(res.html, /href="http:\/\/localhost:5173\/pricing\?checkout=canceled"/);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    assert.equal((await stripe.subscriptions.list({ status: 'all' })).data.length, 0);
    assert.equal((await stripe.customers.list()).data.length, 0);
  });

  it('payment mode: a one-time purchase for an existing customer', async () => {
    const { packPrice } = await seedCatalog();
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: packPrice.id, quantity: 2 }],
      metadata: { kind: 'extra_pack', packs: '2' },
      success_url: 'http://localhost:5173/done?session_id={CHECKOUT_SESSION_ID}',
    });
    assert.equal(session.amount_total, 3000);
    const paid = await payOnPage(/** @type {string} */ (session.url), { number: '4242424242424242' });
    assert.equal(paid.status, 303);
    await waitFor(
      () => receivedTypes('checkout.session.completed').length === 1,
      'checkout.session.completed',
    );
    const done = /** @type {any} */ (receivedTypes('checkout.session.completed')[0]).event.data.object;
    assert.deepEqual(
      [done.mode, done.payment_status, done.customer, done.metadata.packs],
      ['payment', 'paid', customer.id, '2'],
    );
    const pi = await stripe.paymentIntents.retrieve(done.payment_intent);
    assert.deepEqual([pi.status, pi.amount], ['succeeded', 3000]);
  });
});

describe('expiry, cancellation and refunds', () => {
  it('an expired Checkout Session cannot be paid on its page', async () => {
    const { proPrice } = await seedCatalog();
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: proPrice.id, quantity: 1 }],
      success_url: 'http://localhost:5173/done',
    });
    const open = await stripe.checkout.sessions.list({ customer: customer.id, status: 'open' });
    assert.deepEqual(
      open.data.map((s) => s.id),
      [session.id],
    );
    const expired = await stripe.checkout.sessions.expire(session.id);
    assert.deepEqual([expired.status, expired.url], ['expired', null]);
    const paid = await payOnPage(/** @type {string} */ (session.url), { number: '4242424242424242' });
    assert.notEqual(paid.status, 303);
    assert.match(paid.html, /no longer available/);
    assert.equal((await stripe.subscriptions.list({ customer: customer.id })).data.length, 0);
  });

  it("a subscription's first payment: its InvoicePayment, refunded once in full; cancel keeps the comment", async () => {
    const { sub } = await subscribe();
    const invoiceId = /** @type {string} */ (sub.latest_invoice);
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
    assert.equal(payments.data.length, 1);
    const payment = /** @type {Stripe.InvoicePayment} */ (payments.data[0]);
    assert.deepEqual(
      [payment.object, payment.amount_paid, payment.currency, payment.invoice, payment.payment.type],
      ['invoice_payment', 7500, 'usd', invoiceId, 'payment_intent'],
    );
    const piId = /** @type {string} */ (payment.payment.payment_intent);
    assert.deepEqual((await stripe.invoicePayments.retrieve(payment.id)).id, payment.id);

    const canceled = await stripe.subscriptions.cancel(sub.id, {
      invoice_now: false,
      prorate: false,
      cancellation_details: { comment: 'duplicate of sub_1' },
    });
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.cancellation_details?.comment, 'duplicate of sub_1');

    const refund = await stripe.refunds.create({
      payment_intent: piId,
      reason: 'duplicate',
      metadata: { subscriptionId: sub.id },
    });
    assert.deepEqual(
      [refund.object, refund.amount, refund.currency, refund.status, refund.reason, refund.payment_intent],
      ['refund', 7500, 'usd', 'succeeded', 'duplicate', piId],
    );
    await waitFor(() => receivedTypes('refund.created').length === 1, 'refund.created');
    await assert.rejects(stripe.refunds.create({ payment_intent: piId }), (error) => {
      assert.equal(/** @type {any} */ (error).code, 'charge_already_refunded');
      return true;
    });
    const listed = await stripe.refunds.list({ payment_intent: piId });
    assert.deepEqual(
      listed.data.map((r) => r.id),
      [refund.id],
    );
    assert.equal((await stripe.refunds.retrieve(refund.id)).amount, 7500);
  });
});

describe('Billing portal and the clock', () => {
  it('cancel at period end and resume, each sending customer.subscription.updated', async () => {
    const { sub, customer } = await subscribe();
    const { html } = await portal(customer, 'cancel');
    assert.match(html, /will be canceled on/);
    const canceled = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(canceled.cancel_at_period_end, true);
    assert.equal(canceled.status, 'active');
    await portal(customer, 'resume');
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end, false);
    await waitFor(
      () =>
        receivedTypes('customer.subscription.updated').filter(
          (r) => 'cancel_at_period_end' in (r.event.data.previous_attributes ?? {}),
        ).length === 2,
      'two cancel updates',
    );
    const [first, second] = receivedTypes('customer.subscription.updated').filter(
      (r) => 'cancel_at_period_end' in r.event.data.previous_attributes,
    );
    assert.equal(first?.event.data.object.cancel_at_period_end, true);
    assert.equal(second?.event.data.object.cancel_at_period_end, false);
  });

  it('canceled at period end: the clock reaching it ends the subscription', async () => {
    const { sub } = await subscribe();
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await control('/clock/advance', { subscription: sub.id });
    const ended = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(ended.status, 'canceled');
    assert.equal(
      (await stripe.subscriptions.list({ customer: /** @type {string} */ (sub.customer) })).data.length,
      0,
    );
    await waitFor(
      () => receivedTypes('customer.subscription.deleted').length === 1,
      'customer.subscription.deleted',
    );
  });

  it('a plan change in the portal is scheduled and applied when the period ends', async () => {
    const { sub, customer, proPrice, starterPrice } = await subscribe();
    const { html } = await portal(customer, 'change', { price: starterPrice.id });
    assert.match(html, /Your plan changes to Starter/);
    const pending = await stripe.subscriptions.retrieve(sub.id, { expand: ['schedule'] });
    assert.equal(pending.items.data[0]?.price.id, proPrice.id, 'the current period keeps its plan');
    const schedule = /** @type {Stripe.SubscriptionSchedule} */ (pending.schedule);
    assert.deepEqual(
      schedule.phases.map((p) => p.items[0]?.price),
      [proPrice.id, starterPrice.id],
    );
    assert.equal(schedule.phases[1]?.start_date, pending.items.data[0]?.current_period_end);

    const oldEnd = /** @type {number} */ (pending.items.data[0]?.current_period_end);
    const { renewed } = await control('/clock/advance', { subscription: sub.id });
    assert.deepEqual(renewed, [sub.id]);
    const renewedSub = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(renewedSub.items.data[0]?.price.id, starterPrice.id);
    assert.equal(renewedSub.items.data[0]?.current_period_start, oldEnd);
    assert.equal(renewedSub.status, 'active');
    const [latest] = (await stripe.invoices.list({ subscription: sub.id, limit: 1 })).data;
    assert.deepEqual(
      [latest?.status, latest?.amount_paid, latest?.billing_reason],
      ['paid', 3000, 'subscription_cycle'],
    );

    // After the last phase the schedule lets go of the subscription.
    await control('/clock/advance', { subscription: sub.id });
    const released = await stripe.subscriptionSchedules.retrieve(schedule.id);
    assert.equal(released.status, 'released');
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).schedule, null);
  });

  it('0341: accepted at checkout, the renewal fails (past_due), a new card pays it (active)', async () => {
    const { sub, customer } = await subscribe('4000 0000 0000 0341');
    assert.equal(sub.status, 'active');
    await control('/clock/advance', { subscription: sub.id });
    const pastDue = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(pastDue.status, 'past_due');
    const [open] = (await stripe.invoices.list({ customer, status: 'open' })).data;
    assert.equal(open?.attempt_count, 1);
    await waitFor(() => receivedTypes('invoice.payment_failed').length === 1, 'invoice.payment_failed');
    await assert.rejects(stripe.invoices.pay(/** @type {string} */ (open?.id)), {
      statusCode: 402,
      code: 'card_declined',
    });

    await portal(customer, 'card', {
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada',
    });
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'active');
    assert.equal((await stripe.invoices.retrieve(/** @type {string} */ (open?.id))).status, 'paid');
    await waitFor(() => receivedTypes('invoice.paid').length === 2, 'the second invoice.paid');
  });

  it('0341 through the API: invoices.pay is declined (402), a new default card on the subscription pays it', async () => {
    const { sub, customer } = await subscribe('4000 0000 0000 0341');
    await control('/clock/advance', { subscription: sub.id });
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'past_due');
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer });
    // The customer's default alone does not help: the subscription's own card comes first.
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: card.id } });
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, 'past_due');
    const updated = await stripe.subscriptions.update(sub.id, { default_payment_method: card.id });
    assert.equal(updated.status, 'active');
    assert.equal((await stripe.invoices.list({ customer, status: 'open' })).data.length, 0);
  });
});

describe('webhook delivery', () => {
  it('retries with backoff while the endpoint answers 500, then stops retrying', async () => {
    const statuses = [500, 500, 200];
    answer = () => statuses.shift() ?? 200;
    await stripe.customers.create({ email: 'retry@example.com' });
    await waitFor(
      () => emulator.webhooks.deliveries.some((d) => d.state === 'delivered'),
      'the third attempt',
    );
    assert.deepEqual(
      received.map((r) => r.type),
      ['customer.created', 'customer.created', 'customer.created'],
    );
    assert.equal(new Set(received.map((r) => r.id)).size, 1);
    const { data } = await control('/deliveries?type=customer.created');
    assert.equal(data.length, 1);
    assert.equal(data[0].state, 'delivered');
    assert.deepEqual(
      data[0].attempts.map((/** @type {any} */ a) => a.status),
      [500, 500, 200],
    );
    assert.equal(data[0].eventId, received[0]?.id);
  });

  it('gives up after the configured number of attempts when the endpoint is down', async () => {
    answer = () => 503;
    await stripe.customers.create({ email: 'down@example.com' });
    await waitFor(
      () => emulator.webhooks.deliveries.some((d) => d.state === 'failed'),
      'the delivery to fail',
    );
    assert.equal(received.length, 4);
  });

  it('holds events and releases them in reverse order; an event can be sent again', async () => {
    await control('/webhooks/hold', {});
    const customer = await stripe.customers.create({ email: 'order@example.com' });
    await stripe.customers.update(customer.id, { name: 'Later' });
    assert.equal(received.length, 0);
    await control('/webhooks/release', { order: 'reversed' });
    await settled();
    assert.deepEqual(
      received.map((r) => r.type),
      ['customer.updated', 'customer.created'],
    );

    const created = /** @type {any} */ (received[1]);
    await control(`/events/${created.id}/resend`, {});
    await waitFor(() => received.length === 3, 'the re-sent event');
    assert.equal(received[2]?.id, created.id);
  });

  it('registers endpoints through the API with a whsec_ secret and lists events', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/none',
      enabled_events: ['invoice.paid'],
    });
    assert.match(String(endpoint.secret), /^whsec_/);
    assert.equal((await stripe.webhookEndpoints.retrieve(endpoint.id)).secret, undefined);
    await stripe.customers.create({ email: 'x@example.com' });
    const events = await stripe.events.list({ type: 'customer.created' });
    assert.equal(events.data.length, 1);
  });
});
