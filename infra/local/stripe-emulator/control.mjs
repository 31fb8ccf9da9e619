// @ts-check
// The control API (`/_emulator/...`, JSON in and out) for tests and local use only; the billing
// code never needs it. Move the clock (renewals), register an endpoint with a known secret,
// hold and release deliveries in a chosen order, re-send an event, inspect deliveries, reset.

import { invalidParam, missingParam } from './errors.mjs';
import { createEndpoint } from './resources/webhook-endpoints.mjs';
import { priceShape, productShape } from './shapes.mjs';
import { publicCopy } from './store.mjs';

/**
 * @typedef {import('./router.mjs').Ctx} Ctx
 * @typedef {{ method: string, path: string, handle: (body: Record<string, any>, params: Record<string, string>, query: URLSearchParams, ctx: Ctx) => unknown }} ControlRoute
 */

/** @param {unknown} v @param {string} name */
function optionalNumber(v, name) {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
    throw invalidParam(name, `${name} must be a non-negative number`);
  return v;
}

/**
 * Make sure a price exists for each lookup key (a product and a price are created for a missing
 * one; an existing active price is kept as it is), so `npm start` and tests can put the plan
 * catalogue in place the way it exists in the real Stripe account.
 * @param {unknown} input
 * @param {Ctx} ctx
 */
function ensureCatalog(input, { store, clock, webhooks }) {
  if (!Array.isArray(input) || input.length === 0) throw missingParam('prices');
  const wanted = input.map((p, i) => {
    const name = `prices[${i}]`;
    if (typeof p !== 'object' || p === null) throw invalidParam(name, `${name} must be an object`);
    const { lookup_key, product, unit_amount, currency = 'usd', recurring = null } = /** @type {any} */ (p);
    if (typeof lookup_key !== 'string' || !lookup_key) throw missingParam(`${name}.lookup_key`);
    if (typeof product !== 'string' || !product) throw missingParam(`${name}.product (the product name)`);
    if (!Number.isInteger(unit_amount) || unit_amount < 0)
      throw invalidParam(`${name}.unit_amount`, `${name}.unit_amount must be a non-negative integer (cents)`);
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      throw invalidParam(`${name}.currency`, `${name}.currency must be a lower-case ISO code`);
    if (recurring !== null && !['day', 'week', 'month', 'year'].includes(recurring?.interval))
      throw invalidParam(`${name}.recurring`, `${name}.recurring must be null or { interval: 'month' | … }`);
    return { lookup_key, product, unit_amount, currency, recurring };
  });
  return wanted.map((w) => {
    const existing = store.all('price', (p) => p.lookup_key === w.lookup_key && p.active)[0];
    if (existing) return publicCopy(existing);
    const now = clock.now();
    const product = store.insert(productShape(now, { name: w.product }));
    webhooks.emit('product.created', product);
    const price = store.insert(
      priceShape(now, {
        product: product.id,
        currency: w.currency,
        unit_amount: w.unit_amount,
        recurring: w.recurring
          ? { interval: w.recurring.interval, interval_count: w.recurring.interval_count ?? 1 }
          : null,
        lookup_key: w.lookup_key,
      }),
    );
    webhooks.emit('price.created', price);
    product.default_price = price.id;
    return publicCopy(price);
  });
}

/** @param {import('./webhooks.mjs').Delivery} d */
const deliveryView = (d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) });

/** @type {ControlRoute[]} */
export const controlRoutes = [
  { method: 'GET', path: '/_emulator/health', handle: () => ({ ok: true }) },
  {
    // { prices: [{ lookup_key, product: 'Professional', unit_amount: 7500, currency?: 'usd', recurring?: { interval: 'month' } }] }
    method: 'POST',
    path: '/_emulator/catalog',
    handle: (body, _p, _q, ctx) => ({ object: 'list', data: ensureCatalog(body.prices, ctx) }),
  },
  {
    method: 'POST',
    path: '/_emulator/reset',
    handle(_body, _params, _query, { store, clock, webhooks }) {
      webhooks.reset();
      store.reset();
      clock.reset();
      return { ok: true };
    },
  },
  {
    method: 'GET',
    path: '/_emulator/clock',
    handle: (_b, _p, _q, { clock }) => ({ now: clock.now(), offsetSeconds: clock.offsetSeconds }),
  },
  {
    // { subscription: 'sub_…' } → to the end of its current period; or { to: unix } or { seconds: n }.
    method: 'POST',
    path: '/_emulator/clock/advance',
    handle(body, _p, _q, { store, clock, billing }) {
      let to;
      if (typeof body.subscription === 'string')
        to = billing.period(store.get('subscription', body.subscription, 'subscription')).end;
      else if (body.to !== undefined) to = optionalNumber(body.to, 'to');
      else if (body.seconds !== undefined)
        to = clock.now() + /** @type {number} */ (optionalNumber(body.seconds, 'seconds'));
      if (to === undefined) throw missingParam('subscription');
      return billing.advanceClock(to);
    },
  },
  {
    // { url, secret, enabled_events? }: registers (or updates, for the same url) an endpoint.
    method: 'POST',
    path: '/_emulator/webhook_endpoints',
    handle(body, _p, _q, { store, clock }) {
      if (typeof body.url !== 'string') throw missingParam('url');
      if (typeof body.secret !== 'string' || !body.secret.startsWith('whsec_'))
        throw invalidParam('secret', 'secret must be a string starting with whsec_');
      const events = Array.isArray(body.enabled_events) ? body.enabled_events.map(String) : ['*'];
      const existing = store.all('webhook_endpoint', (e) => e.url === body.url)[0];
      const endpoint =
        existing ??
        createEndpoint(store, {
          url: body.url,
          enabled_events: events,
          secret: body.secret,
          now: clock.now(),
        });
      Object.assign(endpoint, { enabled_events: events, status: 'enabled', _secret: body.secret });
      return { ...publicCopy(endpoint), secret: endpoint._secret };
    },
  },
  {
    method: 'GET',
    path: '/_emulator/deliveries',
    handle(_b, _p, query, { webhooks }) {
      const event = query.get('event');
      const type = query.get('type');
      const data = webhooks.deliveries
        .filter((d) => (!event || d.eventId === event) && (!type || d.eventType === type))
        .map(deliveryView);
      return { object: 'list', data };
    },
  },
  {
    method: 'POST',
    path: '/_emulator/events/:id/resend',
    handle(body, params, _q, { webhooks }) {
      const endpoint = typeof body.endpoint === 'string' ? body.endpoint : undefined;
      return { object: 'list', data: webhooks.resend(params.id ?? '', endpoint).map(deliveryView) };
    },
  },
  {
    method: 'POST',
    path: '/_emulator/webhooks/hold',
    handle(_b, _p, _q, { webhooks }) {
      webhooks.hold();
      return { holding: true };
    },
  },
  {
    // { order: 'reversed' | 'created' } or { events: ['evt_…', …] } (exactly those, in that order).
    method: 'POST',
    path: '/_emulator/webhooks/release',
    async handle(body, _p, _q, { webhooks }) {
      const order = body.order === 'reversed' ? 'reversed' : 'created';
      const eventIds = Array.isArray(body.events) ? body.events.map(String) : undefined;
      const released = await webhooks.release({ order, eventIds });
      return { object: 'list', data: released.map(deliveryView) };
    },
  },
  {
    // { webhookRetryBaseMs, webhookRetryMaxMs, webhookMaxAttempts, webhookTimeoutMs }
    method: 'POST',
    path: '/_emulator/config',
    handle(body, _p, _q, { webhooks }) {
      const r = webhooks.retry;
      r.retryBaseMs = optionalNumber(body.webhookRetryBaseMs, 'webhookRetryBaseMs') ?? r.retryBaseMs;
      r.retryMaxMs = optionalNumber(body.webhookRetryMaxMs, 'webhookRetryMaxMs') ?? r.retryMaxMs;
      r.maxAttempts = Math.max(
        1,
        optionalNumber(body.webhookMaxAttempts, 'webhookMaxAttempts') ?? r.maxAttempts,
      );
      r.timeoutMs = optionalNumber(body.webhookTimeoutMs, 'webhookTimeoutMs') ?? r.timeoutMs;
      return {
        webhookRetryBaseMs: r.retryBaseMs,
        webhookRetryMaxMs: r.retryMaxMs,
        webhookMaxAttempts: r.maxAttempts,
        webhookTimeoutMs: r.timeoutMs,
      };
    },
  },
];
