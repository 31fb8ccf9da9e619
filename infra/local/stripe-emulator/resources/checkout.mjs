// @ts-check
// Checkout Sessions (subscription and payment mode) and Billing Portal sessions: the API side.
// The hosted pages at their `url` are in pages/; `completeCheckout` is what paying there does.

import { cardByNumber } from '../cards.mjs';
import { invalidParam, invalidRequest, missingParam } from '../errors.mjs';
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
  readStringList,
  requireString,
} from '../form.mjs';
import { paymentMethodShape } from '../shapes.mjs';
import { newId, publicCopy } from '../store.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../router.mjs').Ctx} Ctx */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */
/** @typedef {import('../store.mjs').Store} Store */

/** The hosted pages' paths (under the emulator's own address). */
export const CHECKOUT_PAGE = '/c/pay';
export const PORTAL_PAGE = '/p/session';

/**
 * The session's line items as Stripe's `item` list (`expand[]=line_items`).
 * @param {StripeObject} session
 * @param {Store} store
 */
function lineItemsList(session, store) {
  return {
    object: 'list',
    data: session._lineItems.map((/** @type {{ id: string, price: string, quantity: number }} */ li) => {
      const price = store.get('price', li.price);
      const product = store.get('product', price.product);
      const amount = price.unit_amount * li.quantity;
      return {
        id: li.id,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: product.name,
        metadata: {},
        price: publicCopy(price),
        quantity: li.quantity,
      };
    }),
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
}

/**
 * Include `line_items` when expanded.
 * @param {Store} store
 */
export function registerIncludables(store) {
  store.includable['checkout.session'] = { line_items: (s) => lineItemsList(s, store) };
}

/**
 * @param {Record<string, any>} body
 * @param {Ctx} ctx
 * @param {string} baseUrl
 */
function createSession(body, { store, clock }, baseUrl) {
  allowOnly(body, [
    'mode',
    'line_items',
    'customer',
    'customer_email',
    'client_reference_id',
    'metadata',
    'success_url',
    'cancel_url',
    'subscription_data',
    'payment_intent_data',
    'invoice_creation',
    'customer_creation',
    'payment_method_types',
    'allowed_payment_method_types',
    'allow_promotion_codes',
    'locale',
    'billing_address_collection',
    'expires_at',
  ]);
  const mode = requireString(body, 'mode');
  if (mode !== 'subscription' && mode !== 'payment')
    throw invalidParam(
      'mode',
      'The local Stripe stand-in supports Checkout in `subscription` and `payment` mode.',
    );
  const successUrl = requireString(body, 'success_url');
  const cancelUrl = readString(body.cancel_url, 'cancel_url') ?? null;
  for (const [param, url] of [
    ['success_url', successUrl],
    ['cancel_url', cancelUrl],
  ])
    if (url !== null && !/^https?:\/\//.test(/** @type {string} */ (url)))
      throw invalidParam(/** @type {string} */ (param), `Not a valid URL`);
  const customerId = readString(body.customer, 'customer');
  const customerEmail = readString(body.customer_email, 'customer_email');
  if (customerId && customerEmail)
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  const customer = customerId ? store.get('customer', customerId, 'customer') : null;
  const lineItemsIn = readHashList(body.line_items, 'line_items');
  if (!lineItemsIn || lineItemsIn.length === 0) throw missingParam('line_items');
  const lineItems = lineItemsIn.map((li, i) => {
    allowOnly(li, ['price', 'quantity', 'price_data', 'adjustable_quantity']);
    if (li.price_data !== undefined)
      throw invalidParam(
        `line_items[${i}][price_data]`,
        'The local Stripe stand-in needs an existing `price` (no `price_data`).',
      );
    const priceId = readString(li.price, `line_items[${i}][price]`);
    if (!priceId) throw missingParam(`line_items[${i}][price]`);
    const price = store.get('price', priceId, `line_items[${i}][price]`);
    if (!price.active)
      throw invalidParam(`line_items[${i}][price]`, `The price \`${price.id}\` is not active.`);
    const quantity = readInteger(li.quantity, `line_items[${i}][quantity]`);
    if (quantity === undefined) throw missingParam(`line_items[${i}][quantity]`);
    if (quantity < 1) throw invalidParam(`line_items[${i}][quantity]`, 'Quantity must be at least 1.');
    if (mode === 'payment' && price.recurring)
      throw invalidParam(
        `line_items[${i}][price]`,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      );
    return { id: newId('li', 24), price, quantity };
  });
  if (mode === 'subscription' && !lineItems.some((li) => li.price.recurring))
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  const currencies = new Set(lineItems.map((li) => li.price.currency));
  if (currencies.size > 1) throw invalidParam('line_items', 'All prices must be in the same currency.');
  const intervals = new Set(
    lineItems
      .filter((li) => li.price.recurring)
      .map((li) => `${li.price.recurring.interval}/${li.price.recurring.interval_count}`),
  );
  if (intervals.size > 1)
    throw invalidParam('line_items', 'All recurring prices must have the same billing interval.');
  const total = lineItems.reduce((sum, li) => sum + li.price.unit_amount * li.quantity, 0);
  const now = clock.now();
  const id = newId('cs_test', 58);
  const invoiceCreation = readHash(body.invoice_creation, 'invoice_creation');
  const subscriptionData = readHash(body.subscription_data, 'subscription_data');
  const paymentIntentData = readHash(body.payment_intent_data, 'payment_intent_data');
  return store.insert({
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allowed_payment_method_types: allowedPaymentMethodTypes(body),
    allow_promotion_codes: readBoolean(body.allow_promotion_codes, 'allow_promotion_codes') ?? null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: cancelUrl,
    client_reference_id: readString(body.client_reference_id, 'client_reference_id') ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: /** @type {any} */ (lineItems[0]).price.currency,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: customer?.id ?? null,
    customer_creation: customer
      ? null
      : mode === 'subscription'
        ? 'always'
        : (readString(body.customer_creation, 'customer_creation') ?? 'if_required'),
    customer_details: customer
      ? {
          address: null,
          email: customer.email,
          name: customer.name,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: customerEmail ?? null,
    expires_at: readInteger(body.expires_at, 'expires_at') ?? now + 24 * 3600,
    invoice: null,
    invoice_creation:
      mode === 'payment'
        ? {
            enabled: readBoolean(invoiceCreation?.enabled, 'invoice_creation[enabled]') ?? false,
            invoice_data: { metadata: {} },
          }
        : null,
    livemode: false,
    locale: readString(body.locale, 'locale') ?? null,
    metadata: readMetadata(body.metadata),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    // As asked; without it, what Stripe's dynamic payment methods would offer besides cards (Link),
    // so a caller that means card only has to say so (billing takes cards only).
    payment_method_types: paymentMethodTypes(body),
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${baseUrl}${CHECKOUT_PAGE}/${id}`,
    _lineItems: lineItems.map((li) => ({ id: li.id, price: li.price.id, quantity: li.quantity })),
    _subscriptionMetadata: readMetadata(subscriptionData?.metadata),
    _paymentMetadata: readMetadata(paymentIntentData?.metadata),
  });
}

/**
 * What a card typed on the hosted page is, or why it cannot be used (Stripe's messages).
 * @param {{ number: string, expiry: string, cvc: string }} f
 * @param {number} now Unix seconds
 * @returns {{ card: import('../cards.mjs').TestCard, expMonth: number, expYear: number } | { error: string }}
 */
export function readTypedCard(f, now) {
  const digits = f.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { error: 'Your card number is incomplete.' };
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(f.expiry);
  if (!exp) return { error: "Your card's expiration date is incomplete." };
  const expMonth = Number(exp[1]);
  const expYear = Number(exp[2]) < 100 ? 2000 + Number(exp[2]) : Number(exp[2]);
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration month is invalid." };
  const today = new Date(now * 1000);
  if (
    expYear < today.getUTCFullYear() ||
    (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
  )
    return { error: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(f.cvc.trim())) return { error: "Your card's security code is incomplete." };
  const card = cardByNumber(digits);
  if (!card)
    return { error: 'Your card was declined. Your request was in test mode, but used a non test card.' };
  return { card, expMonth, expYear };
}

/**
 * Pay a Checkout Session with a card typed on its page: creates the customer (when needed), the
 * card, the subscription and its paid invoice (or the one-time payment), sends the events, and
 * answers where to send the browser. A declined card changes nothing and says why.
 * @param {StripeObject} session
 * @param {{ number: string, expiry: string, cvc: string, name: string, email: string }} f
 * @param {Ctx} ctx
 * @returns {{ redirect: string } | { error: string }}
 */
export function completeCheckout(session, f, ctx) {
  const { store, clock, billing, webhooks } = ctx;
  if (session.status !== 'open') return { error: 'This Checkout Session is no longer active.' };
  const email = session.customer_details?.email ?? session.customer_email ?? f.email.trim();
  if (!session.customer && !/^[^\s@]+@[^\s@]+$/.test(email))
    return { error: 'Your email address is incomplete.' };
  if (!f.name.trim()) return { error: 'Your name on the card is incomplete.' };
  const typed = readTypedCard(f, clock.now());
  if ('error' in typed) return typed;
  const decline = typed.card.declineAtAttach;
  if (decline) return { error: decline.message };

  const items = session._lineItems.map((/** @type {any} */ li) => ({
    price: store.get('price', li.price),
    quantity: li.quantity,
  }));
  const needsCustomer =
    session.mode === 'subscription' || session.customer_creation === 'always' || session.customer;
  const customer = session.customer
    ? store.get('customer', session.customer)
    : needsCustomer
      ? billing.createCustomer({ email, name: f.name.trim() })
      : null;
  const pm = store.insert(
    paymentMethodShape(clock.now(), typed.card, {
      name: f.name.trim(),
      email,
      expMonth: typed.expMonth,
      expYear: typed.expYear,
    }),
  );
  if (customer) {
    billing.attachPaymentMethod(pm, customer);
    billing.change(customer, 'customer.updated', (c) => {
      c.invoice_settings = { ...c.invoice_settings, default_payment_method: pm.id };
    });
  }
  if (session.mode === 'subscription' && customer) {
    const { subscription, invoice } = billing.startSubscription(customer, items, {
      paymentMethod: pm,
      metadata: session._subscriptionMetadata,
      acceptAtCheckout: true,
    });
    session.subscription = subscription.id;
    session.invoice = invoice.id;
  } else {
    const pi = billing.createPaymentIntent(
      customer,
      session.amount_total,
      session.currency,
      pm,
      session._paymentMetadata,
    );
    session.payment_intent = pi.id;
    if (session.invoice_creation?.enabled && customer) {
      const now = clock.now();
      const invoice = billing.createInvoice(customer, items, {
        billing_reason: 'manual',
        subscription: null,
        period: { start: now, end: now },
      });
      billing.attemptPayment(invoice, { paymentMethod: pm, acceptAtCheckout: true });
      session.invoice = invoice.id;
    }
  }
  Object.assign(session, {
    customer: customer?.id ?? null,
    customer_details: {
      address: null,
      email,
      name: f.name.trim(),
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    payment_status: 'paid',
    status: 'complete',
    url: null,
  });
  webhooks.emit('checkout.session.completed', session);
  return { redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
}

/** @type {Route[]} */
export const checkoutRoutes = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    handle: ({ body, expand, baseUrl }, ctx) => ctx.store.render(createSession(body, ctx, baseUrl), expand),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('checkout.session', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'customer', 'subscription', 'status', 'payment_intent']);
      const customer = readString(body.customer, 'customer');
      const subscription = readString(body.subscription, 'subscription');
      const status = readString(body.status, 'status');
      const items = store.all(
        'checkout.session',
        (s) =>
          (customer === undefined || s.customer === customer) &&
          (subscription === undefined || s.subscription === subscription) &&
          (status === undefined || s.status === status),
      );
      return store.renderList(items, { url: '/v1/checkout/sessions', expand, ...listParams(body) });
    },
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id/line_items',
    handle({ params, body }, { store }) {
      allowOnly(body, LIST_PARAMS);
      return lineItemsList(store.get('checkout.session', params.id ?? ''), store);
    },
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    handle({ params, expand }, { store, webhooks }) {
      const session = store.get('checkout.session', params.id ?? '');
      if (session.status !== 'open')
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      session.status = 'expired';
      session.url = null;
      webhooks.emit('checkout.session.expired', session);
      return store.render(session, expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    handle({ body, expand, baseUrl }, { store, clock }) {
      allowOnly(body, ['customer', 'return_url', 'configuration', 'locale', 'flow_data']);
      if (body.flow_data !== undefined)
        throw invalidParam(
          'flow_data',
          'The local Stripe stand-in opens the portal home page only (no `flow_data`).',
        );
      const customer = store.get('customer', requireString(body, 'customer'), 'customer');
      const returnUrl = readString(body.return_url, 'return_url') ?? null;
      if (returnUrl !== null && !/^https?:\/\//.test(returnUrl))
        throw invalidParam('return_url', 'Not a valid URL');
      const id = newId('bps', 24);
      const session = store.insert({
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_local_default',
        created: clock.now(),
        customer: customer.id,
        customer_account: null,
        flow: null,
        livemode: false,
        locale: readString(body.locale, 'locale') ?? null,
        on_behalf_of: null,
        return_url: returnUrl,
        url: `${baseUrl}${PORTAL_PAGE}/${id}`,
      });
      return store.render(session, expand);
    },
  },
];

/**
 * The filter of `allowed_payment_method_types` (the current API's way to say "card only"), or null.
 * Only what the stand-in's page takes (cards) may be asked for.
 * @param {Record<string, unknown>} body
 * @returns {string[] | null}
 */
function allowedPaymentMethodTypes(body) {
  const asked = readStringList(body.allowed_payment_method_types, 'allowed_payment_method_types');
  if (asked.length === 0) return null;
  if (asked.some((type) => type !== 'card'))
    throw invalidParam(
      'allowed_payment_method_types',
      'The local Stripe stand-in takes only `card` payments.',
    );
  return asked;
}

/**
 * The session's payment method types: the allowed ones (or the older `payment_method_types`) when
 * given, else Stripe's default with dynamic payment methods (card and Link).
 * @param {Record<string, unknown>} body
 * @returns {string[]}
 */
function paymentMethodTypes(body) {
  const allowed = allowedPaymentMethodTypes(body);
  if (allowed) return allowed;
  const legacy = readStringList(body.payment_method_types, 'payment_method_types');
  return legacy.length > 0 ? legacy : ['card', 'link'];
}
