// @ts-check
// Events and their delivery. Every change creates an `event` (kept, readable at /v1/events), and
// each webhook endpoint enabled for its type gets a POST signed like Stripe's
// (`Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body" with the endpoint secret>`).
// A non-2xx answer or no answer is retried with exponential backoff (short delays here, hours at
// Stripe) until `maxAttempts`. First attempts go out one at a time per endpoint, in the order the
// events happened; the control API can hold deliveries and release them in another order.

import { createHmac } from 'node:crypto';
import { newId, publicCopy } from './store.mjs';

/** The API version of the SDK this stand-in follows (stripe-node 23.1.0's default). */
export const API_VERSION = '2026-10-28.endive';

/**
 * @typedef {import('./store.mjs').Store} Store
 * @typedef {import('./store.mjs').StripeObject} StripeObject
 * @typedef {import('./clock.mjs').Clock} Clock
 * @typedef {{ at: string, status: number | null, error: string | null, durationMs: number }} Attempt
 * @typedef {{
 *   id: string, eventId: string, eventType: string, endpointId: string, url: string,
 *   state: 'held' | 'pending' | 'delivered' | 'failed', attempts: Attempt[], nextAttemptAt: string | null,
 * }} Delivery
 * @typedef {{ retryBaseMs: number, retryMaxMs: number, maxAttempts: number, timeoutMs: number }} RetryConfig
 */

/** @type {RetryConfig} */
const DEFAULT_RETRY = { retryBaseMs: 1000, retryMaxMs: 60_000, maxAttempts: 8, timeoutMs: 10_000 };

/**
 * The `Stripe-Signature` header for a payload, as Stripe computes it.
 * @param {string} payload
 * @param {string} secret
 * @param {number} timestamp Unix seconds (real time: receivers compare it with their clock)
 */
function signatureHeader(payload, secret, timestamp) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export class Webhooks {
  /**
   * @param {{ store: Store, clock: Clock, retry?: Partial<RetryConfig>, log?: (line: string) => void }} o
   */
  constructor(o) {
    this.store = o.store;
    this.clock = o.clock;
    /** @type {RetryConfig} */
    this.retry = { ...DEFAULT_RETRY, ...o.retry };
    this.log = o.log ?? (() => {});
    /** @type {Delivery[]} */
    this.deliveries = [];
    this.holding = false;
    /** @type {Map<string, Promise<void>>} one chain of first attempts per endpoint */
    this.chains = new Map();
    /** @type {Set<NodeJS.Timeout>} */
    this.timers = new Set();
  }

  /**
   * Record an event and send it to the endpoints that want it.
   * @param {string} type e.g. 'customer.subscription.updated'
   * @param {StripeObject} object the object as it is now
   * @param {Record<string, unknown>} [previousAttributes] the changed fields' old values (updates)
   */
  emit(type, object, previousAttributes) {
    /** @type {StripeObject} */
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.clock.now(),
      data: {
        object: publicCopy(object),
        ...(previousAttributes ? { previous_attributes: publicCopy(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.store.insert(event);
    for (const endpoint of this.endpointsFor(type)) this.enqueue(event, endpoint);
    return event;
  }

  /** @param {string} type */
  endpointsFor(type) {
    return this.store
      .all('webhook_endpoint', (e) => e.status === 'enabled')
      .filter((e) => e.enabled_events.includes('*') || e.enabled_events.includes(type))
      .reverse();
  }

  /**
   * Send an event again to every endpoint that wants it (or one endpoint).
   * @param {string} eventId
   * @param {string} [endpointId]
   */
  resend(eventId, endpointId) {
    const event = this.store.get('event', eventId);
    const endpoints = endpointId
      ? [this.store.get('webhook_endpoint', endpointId)]
      : this.endpointsFor(event.type);
    return endpoints.map((e) => this.enqueue(event, e));
  }

  /**
   * @param {StripeObject} event
   * @param {StripeObject} endpoint
   */
  enqueue(event, endpoint) {
    /** @type {Delivery} */
    const delivery = {
      id: newId('whdel'),
      eventId: event.id,
      eventType: event.type,
      endpointId: endpoint.id,
      url: endpoint.url,
      state: this.holding ? 'held' : 'pending',
      attempts: [],
      nextAttemptAt: null,
    };
    this.deliveries.push(delivery);
    event.pending_webhooks += 1;
    if (!this.holding) this.firstAttempt(delivery);
    return delivery;
  }

  /** @param {Delivery} delivery */
  firstAttempt(delivery) {
    const previous = this.chains.get(delivery.endpointId) ?? Promise.resolve();
    const next = previous.then(() => this.attempt(delivery));
    this.chains.set(delivery.endpointId, next);
    return next;
  }

  /** Keep new deliveries back until `release`. */
  hold() {
    this.holding = true;
  }

  /**
   * Send the held deliveries, one after another, in the order asked for; new ones flow again.
   * @param {{ order?: 'created' | 'reversed', eventIds?: string[] }} [o] `eventIds`: exactly this order
   */
  async release(o = {}) {
    this.holding = false;
    let held = this.deliveries.filter((d) => d.state === 'held');
    if (o.eventIds) {
      const rank = new Map(o.eventIds.map((id, i) => [id, i]));
      held = held
        .filter((d) => rank.has(d.eventId))
        .sort(
          (a, b) => /** @type {number} */ (rank.get(a.eventId)) - /** @type {number} */ (rank.get(b.eventId)),
        );
    } else if (o.order === 'reversed') held.reverse();
    for (const d of held) d.state = 'pending';
    for (const d of held) await this.firstAttempt(d);
    return held;
  }

  /** @param {Delivery} delivery */
  async attempt(delivery) {
    const event = this.store.find('event', delivery.eventId);
    const endpoint = this.store.find('webhook_endpoint', delivery.endpointId);
    if (!event || !endpoint) {
      delivery.state = 'failed';
      return;
    }
    const payload = JSON.stringify(publicCopy(event), null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    /** @type {Attempt} */
    const attempt = { at: new Date().toISOString(), status: null, error: null, durationMs: 0 };
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, endpoint._secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.timeout(this.retry.timeoutMs),
      });
      attempt.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      attempt.error =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    attempt.durationMs = Date.now() - started;
    delivery.attempts.push(attempt);
    const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    this.log(
      `webhook ${event.type} ${event.id} → ${endpoint.url}: attempt ${delivery.attempts.length} ${attempt.status ?? attempt.error}`,
    );
    if (ok) {
      delivery.state = 'delivered';
      delivery.nextAttemptAt = null;
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      return;
    }
    if (delivery.attempts.length >= this.retry.maxAttempts) {
      delivery.state = 'failed';
      delivery.nextAttemptAt = null;
      return;
    }
    const delay = Math.min(
      this.retry.retryBaseMs * 2 ** (delivery.attempts.length - 1),
      this.retry.retryMaxMs,
    );
    delivery.nextAttemptAt = new Date(Date.now() + delay).toISOString();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Forget deliveries and cancel pending retries (the events themselves live in the store). */
  reset() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.deliveries = [];
    this.chains.clear();
    this.holding = false;
  }
}
