// @ts-check
// Subscriptions: list (by customer, price, status), retrieve, update (cancel_at_period_end,
// items, default card, metadata), cancel (keeping `cancellation_details[comment]`). Creating one
// happens through Checkout.

import { invalidParam, invalidRequest, missingParam, resourceMissing } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readBoolean,
  readHash,
  readHashList,
  readInteger,
  readMetadata,
  readString,
} from '../form.mjs';
import { publicCopy } from '../store.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */

const STATUSES = [
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
  'all',
  'ended',
];
const PRORATIONS = ['none', 'create_prorations', 'always_invoice'];

/** @type {Route[]} */
export const subscriptionRoutes = [
  {
    method: 'GET',
    path: '/v1/subscriptions',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'customer', 'price', 'status']);
      const customer = readString(body.customer, 'customer');
      const price = readString(body.price, 'price');
      const status = readString(body.status, 'status');
      if (status !== undefined && !STATUSES.includes(status))
        throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
      const items = store.all('subscription', (s) => {
        if (customer !== undefined && s.customer !== customer) return false;
        if (price !== undefined && !s.items.data.some((/** @type {any} */ si) => si.price.id === price))
          return false;
        // Without a status, Stripe lists every subscription that is not canceled.
        if (status === undefined) return s.status !== 'canceled';
        if (status === 'all') return true;
        if (status === 'ended') return s.status === 'canceled' || s.status === 'incomplete_expired';
        return s.status === status;
      });
      return store.renderList(items, { url: '/v1/subscriptions', expand, ...listParams(body) });
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('subscription', params.id ?? ''), expand),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(body, [
        'cancel_at_period_end',
        'items',
        'metadata',
        'default_payment_method',
        'proration_behavior',
      ]);
      const sub = store.get('subscription', params.id ?? '');
      if (sub.status === 'canceled' && Object.keys(body).some((k) => k !== 'metadata' && k !== 'expand'))
        throw invalidRequest(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      const proration = readString(body.proration_behavior, 'proration_behavior');
      if (proration !== undefined && !PRORATIONS.includes(proration))
        throw invalidParam(
          'proration_behavior',
          `Invalid proration_behavior: must be one of ${PRORATIONS.join(', ')}`,
        );
      const cancelAtPeriodEnd = readBoolean(body.cancel_at_period_end, 'cancel_at_period_end');
      if (cancelAtPeriodEnd !== undefined && sub.schedule)
        throw invalidRequest(
          `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      const items = readHashList(body.items, 'items');
      const pmId = readString(body.default_payment_method, 'default_payment_method');
      const pm = pmId ? store.get('payment_method', pmId, 'default_payment_method') : null;
      if (pm && pm.customer !== sub.customer)
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`,
          'default_payment_method',
        );
      const newItems = items ? itemsAfterUpdate(sub, items, store) : null;
      const before = publicCopy(sub);
      if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(sub, cancelAtPeriodEnd, billing);
      if (newItems) billing.setItems(sub, newItems);
      if (pm) sub.default_payment_method = pm.id;
      sub.metadata = readMetadata(body.metadata, sub.metadata);
      billing.emitUpdated(sub, before);
      if (pm && sub.status === 'past_due') billing.retryOpenInvoices(store.get('customer', sub.customer));
      return store.render(sub, expand);
    },
  },
  {
    // Items live inside their subscription (as `items`); listed here for the SDK's subscriptionItems.
    method: 'GET',
    path: '/v1/subscription_items',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'subscription']);
      const subscription = readString(body.subscription, 'subscription');
      if (!subscription) throw missingParam('subscription');
      const sub = store.get('subscription', subscription, 'subscription');
      return store.renderList([...sub.items.data], {
        url: '/v1/subscription_items',
        expand,
        ...listParams(body),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/subscription_items/:id',
    handle({ params, expand }, { store }) {
      const id = params.id ?? '';
      for (const sub of store.all('subscription')) {
        const item = sub.items.data.find((/** @type {any} */ si) => si.id === id);
        if (item) return store.render(item, expand);
      }
      throw resourceMissing('subscription_item', id);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(body, ['invoice_now', 'prorate', 'cancellation_details']);
      const sub = store.get('subscription', params.id ?? '');
      if (sub.status === 'canceled') throw invalidRequest(`No such subscription: '${sub.id}'`, 'id');
      const details = readHash(body.cancellation_details, 'cancellation_details') ?? {};
      allowOnly(details, ['comment', 'feedback']);
      billing.cancelNow(sub, 'cancellation_requested', {
        ...(details.comment !== undefined
          ? { comment: readString(details.comment, 'cancellation_details[comment]') ?? null }
          : {}),
        ...(details.feedback !== undefined
          ? { feedback: readString(details.feedback, 'cancellation_details[feedback]') ?? null }
          : {}),
      });
      return store.render(sub, expand);
    },
  },
];

/**
 * @param {StripeObject} sub
 * @param {boolean} on
 * @param {import('../billing.mjs').Billing} billing
 */
export function setCancelAtPeriodEnd(sub, on, billing) {
  sub.cancel_at_period_end = on;
  sub.cancel_at = on ? billing.period(sub).end : null;
  sub.canceled_at = on ? billing.clock.now() : null;
  sub.cancellation_details = { comment: null, feedback: null, reason: on ? 'cancellation_requested' : null };
}

/**
 * `items[0][id]=si_…&items[0][price]=price_…` changes that item; without an id it adds one;
 * `items[0][deleted]=true` removes it.
 * @param {StripeObject} sub
 * @param {Record<string, any>[]} changes
 * @param {import('../store.mjs').Store} store
 */
function itemsAfterUpdate(sub, changes, store) {
  /** @type {{ id: string, price: StripeObject, quantity: number }[]} */
  const current = sub.items.data.map((/** @type {any} */ si) => ({
    id: si.id,
    price: store.get('price', si.price.id),
    quantity: si.quantity,
  }));
  changes.forEach((c, i) => {
    allowOnly(c, ['id', 'price', 'quantity', 'deleted']);
    const id = readString(c.id, `items[${i}][id]`);
    const priceId = readString(c.price, `items[${i}][price]`);
    const quantity = readInteger(c.quantity, `items[${i}][quantity]`);
    const deleted = readBoolean(c.deleted, `items[${i}][deleted]`);
    const price = priceId ? store.get('price', priceId, `items[${i}][price]`) : null;
    if (price && (!price.recurring || price.currency !== sub.currency))
      throw invalidParam(
        `items[${i}][price]`,
        "The price specified is not a recurring price in the subscription's currency.",
      );
    if (id) {
      const at = current.findIndex((x) => x.id === id);
      if (at < 0) throw invalidParam(`items[${i}][id]`, `Invalid subscription_item: ${id}`);
      if (deleted) current.splice(at, 1);
      else {
        const it = /** @type {any} */ (current[at]);
        if (price) it.price = price;
        if (quantity !== undefined) it.quantity = quantity;
      }
    } else {
      if (!price) throw invalidParam(`items[${i}][price]`, 'Missing required param: items[price].');
      current.push({ id: '', price, quantity: quantity ?? 1 });
    }
  });
  if (current.length === 0)
    throw invalidRequest('A subscription must have at least one active plan.', 'items');
  return current.map((x) => ({ price: x.price, quantity: x.quantity }));
}
