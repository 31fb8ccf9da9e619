// @ts-check
// Whatever a client sends, the emulator answers with Stripe's error shape and never a 500; the
// same idempotency key replays the first answer (node --test, fast-check for the inputs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createEmulator } from './server.mjs';

/** @type {ReturnType<typeof createEmulator>} */
let emulator;
let base = '';
const auth = { authorization: 'Bearer sk_test_robust', 'content-type': 'application/x-www-form-urlencoded' };

before(async () => {
  emulator = createEmulator();
  await new Promise((r) => emulator.server.listen(0, '127.0.0.1', () => r(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (emulator.server.address()).port}`;
});
after(() => emulator.close());

/**
 * @param {string} method
 * @param {string} path
 * @param {string} [body]
 * @param {Record<string, string>} [headers]
 */
async function call(method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, { method, headers: { ...auth, ...headers }, body });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

/** Each route with the parameters it reads (so generated values get past the name check). */
const LIST = ['limit', 'starting_after', 'ending_before', 'expand'];
const ROUTES = /** @type {[string, string, string[]][]} */ ([
  ['POST', '/v1/customers', ['email', 'name', 'metadata', 'payment_method', 'invoice_settings', 'expand']],
  [
    'POST',
    '/v1/prices',
    ['currency', 'unit_amount', 'product', 'product_data', 'recurring', 'lookup_key', 'active', 'metadata'],
  ],
  ['GET', '/v1/prices', [...LIST, 'active', 'lookup_keys', 'product', 'type', 'currency']],
  [
    'POST',
    '/v1/checkout/sessions',
    [
      'mode',
      'line_items',
      'customer',
      'customer_email',
      'success_url',
      'cancel_url',
      'metadata',
      'subscription_data',
      'invoice_creation',
    ],
  ],
  ['GET', '/v1/subscriptions', [...LIST, 'customer', 'status', 'price']],
  ['POST', '/v1/subscription_schedules', ['from_subscription', 'metadata', 'phases']],
  ['GET', '/v1/invoices', [...LIST, 'customer', 'subscription', 'status']],
  ['POST', '/v1/payment_methods', ['type', 'card', 'billing_details', 'metadata']],
  ['POST', '/v1/billing_portal/sessions', ['customer', 'return_url']],
  ['POST', '/v1/webhook_endpoints', ['url', 'enabled_events', 'description', 'metadata']],
  ['GET', '/v1/events', [...LIST, 'type', 'types']],
]);

describe('robustness', () => {
  it('answers any form body with 200 or a Stripe error, never a 500', async () => {
    const segment = fc.oneof(
      fc.constant('[]'),
      fc.nat(3).map((n) => `[${n}]`),
      fc.constantFrom('[price]', '[quantity]', '[interval]', '[token]', '[name]', '[default_payment_method]'),
      fc.string({ maxLength: 5 }).map((x) => `[${x}]`),
    );
    const suffix = fc.oneof(
      { arbitrary: fc.constant([]), weight: 3 },
      { arbitrary: fc.array(segment, { maxLength: 3 }), weight: 2 },
    );
    const value = fc.oneof(
      fc.constantFrom(
        '',
        'true',
        'false',
        '0',
        '1',
        '-1',
        '101',
        'usd',
        'month',
        'subscription',
        'payment',
        'tok_visa',
        'http://x.test/',
        'cus_nope',
        'price_nope',
      ),
      fc.string({ maxLength: 12 }),
    );
    /** @param {string[]} names mostly the route's own parameter names, some random ones */
    const pair = (names) =>
      fc
        .tuple(
          fc.oneof(
            { arbitrary: fc.constantFrom(...names), weight: 8 },
            { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
          ),
          suffix,
          value,
        )
        .map(([k, sfx, v]) => `${encodeURIComponent(k)}${sfx.join('')}=${encodeURIComponent(v)}`);
    const request = fc
      .constantFrom(...ROUTES)
      .chain(([method, path, names]) =>
        fc.tuple(fc.constant([method, path]), fc.array(pair(names), { maxLength: 5 })),
      );
    await fc.assert(
      fc.asyncProperty(request, async ([[method, path], pairs]) => {
        const form = pairs.join('&');
        const res = method === 'GET' ? await call(method, `${path}?${form}`) : await call(method, path, form);
        assert.ok(res.status < 500, `${method} ${path} ${form} → ${res.status} ${JSON.stringify(res.json)}`);
        if (res.status !== 200) {
          assert.equal(typeof res.json.error?.type, 'string');
          assert.equal(typeof res.json.error?.message, 'string');
        }
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('treats names of Object.prototype methods as unknown parameters or unexpandable fields', async () => {
    const sub = await call('GET', '/v1/subscriptions?valueOf[name]=');
    assert.deepEqual([sub.status, sub.json.error.code], [400, 'parameter_unknown']);
    const customer = await call('POST', '/v1/customers', 'email=c%40example.com');
    const expanded = await call('GET', `/v1/customers/${customer.json.id}?expand[]=constructor`);
    assert.equal(expanded.status, 400);
    assert.equal(expanded.json.error.message, 'This property cannot be expanded (constructor).');
  });

  it('the control API refuses bodies that are not JSON objects with 400', async () => {
    for (const body of ['null', '[]', '42', '{', '"x"']) {
      const res = await fetch(`${base}/_emulator/clock/advance`, { method: 'POST', body });
      assert.equal(res.status, 400, body);
      assert.equal((await res.json()).error.message, 'The control API takes a JSON object as its body.');
    }
    const bad = await fetch(`${base}/_emulator/clock/advance`, {
      method: 'POST',
      body: '{"subscription":"sub_nope"}',
    });
    assert.equal(bad.status, 404);
  });

  it('refuses odd ids in paths and unknown routes with 404', async () => {
    assert.equal((await call('GET', '/v1/customers/%E0%A4%A')).status, 404);
    const unknown = await call('GET', '/v1/nothing');
    assert.equal(unknown.status, 404);
    assert.match(unknown.json.error.message, /^Unrecognized request URL \(GET: \/v1\/nothing\)/);
  });

  it('replays the answer for the same idempotency key and refuses the key with other parameters', async () => {
    const first = await call('POST', '/v1/customers', 'email=a%40example.com', { 'idempotency-key': 'k1' });
    const again = await call('POST', '/v1/customers', 'email=a%40example.com', { 'idempotency-key': 'k1' });
    assert.equal(again.json.id, first.json.id);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    const other = await call('POST', '/v1/customers', 'email=b%40example.com', { 'idempotency-key': 'k1' });
    assert.equal(other.status, 400);
    assert.equal(other.json.error.type, 'idempotency_error');
    assert.equal((await call('GET', '/v1/customers?email=a%40example.com')).json.data.length, 1);
  });
});
