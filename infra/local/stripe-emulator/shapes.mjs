// @ts-check
// New Stripe objects with every field of their public shape (API version 2026-10-28.endive, the
// default of stripe-node 23.1.0). Fields this stand-in never fills are present with Stripe's
// "nothing" value (null, [], false) so that code written against it reads real objects too.

import { newId } from './store.mjs';

/** @typedef {import('./store.mjs').StripeObject} StripeObject */

/**
 * @param {number} now
 * @param {{ email?: string | null, name?: string | null, description?: string | null, phone?: string | null, metadata?: Record<string, string> }} f
 * @returns {StripeObject}
 */
export function customerShape(now, f) {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: f.description ?? null,
    discount: null,
    email: f.email ?? null,
    invoice_prefix: Math.random().toString(16).slice(2, 10).toUpperCase().padEnd(8, '0'),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: f.metadata ?? {},
    name: f.name ?? null,
    next_invoice_sequence: 1,
    phone: f.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/**
 * @param {number} now
 * @param {{ name: string, description?: string | null, active?: boolean, metadata?: Record<string, string>, id?: string }} f
 * @returns {StripeObject}
 */
export function productShape(now, f) {
  return {
    id: f.id ?? newId('prod', 14),
    object: 'product',
    active: f.active ?? true,
    created: now,
    default_price: null,
    description: f.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: f.metadata ?? {},
    name: f.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: now,
    url: null,
  };
}

/**
 * @param {number} now
 * @param {{ product: string, currency: string, unit_amount: number, recurring: { interval: string, interval_count: number } | null,
 *   lookup_key?: string | null, nickname?: string | null, active?: boolean, metadata?: Record<string, string> }} f
 * @returns {StripeObject}
 */
export function priceShape(now, f) {
  return {
    id: newId('price', 24),
    object: 'price',
    active: f.active ?? true,
    billing_scheme: 'per_unit',
    created: now,
    currency: f.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: f.lookup_key ?? null,
    metadata: f.metadata ?? {},
    nickname: f.nickname ?? null,
    product: f.product,
    recurring: f.recurring
      ? {
          interval: f.recurring.interval,
          interval_count: f.recurring.interval_count,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: f.recurring ? 'recurring' : 'one_time',
    unit_amount: f.unit_amount,
    unit_amount_decimal: String(f.unit_amount),
  };
}

/** The legacy `plan` object Stripe still puts on subscription items. @param {StripeObject} price */
function planFromPrice(price) {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/**
 * @param {number} now
 * @param {import('./cards.mjs').TestCard} card
 * @param {{ name?: string | null, email?: string | null, expMonth: number, expYear: number }} f
 * @returns {StripeObject}
 */
export function paymentMethodShape(now, card, f) {
  return {
    id: newId('pm', 24),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: null,
      email: f.email ?? null,
      name: f.name ?? null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: f.expMonth,
      exp_year: f.expYear,
      fingerprint: card.number.slice(-8).split('').reverse().join('') + 'LOCAL000',
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
    // Which test card this is (decides whether charges succeed).
    _card: card.number,
  };
}

/**
 * @param {number} now
 * @param {{ customer: string, currency: string, metadata?: Record<string, string>, default_payment_method?: string | null }} f
 * @returns {StripeObject}
 */
export function subscriptionShape(now, f) {
  const id = newId('sub', 24);
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: f.currency,
    customer: f.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: f.default_payment_method ?? null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: f.metadata ?? {},
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/**
 * @param {number} now
 * @param {StripeObject} price
 * @param {{ subscription: string, quantity: number, start: number, end: number }} f
 * @returns {StripeObject}
 */
export function subscriptionItemShape(now, price, f) {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: f.end,
    current_period_start: f.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planFromPrice(price),
    price: { ...price },
    quantity: f.quantity,
    subscription: f.subscription,
    tax_rates: [],
  };
}

/**
 * @param {number} now
 * @param {StripeObject} customer
 * @param {{ currency: string, billing_reason: string, subscription: StripeObject | null, period_start: number, period_end: number }} f
 * @returns {StripeObject}
 */
export function invoiceShape(now, customer, f) {
  const id = newId('in', 24);
  const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Local Stripe stand-in',
    account_tax_ids: null,
    amount_due: 0,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: f.billing_reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: f.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number,
    on_behalf_of: null,
    parent: f.subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: f.subscription.metadata, subscription: f.subscription.id },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: f.period_end,
    period_start: f.period_start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: 0,
    subtotal_excluding_tax: 0,
    test_clock: null,
    total: 0,
    total_discount_amounts: [],
    total_excluding_tax: 0,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

/**
 * One invoice line for a price (a subscription item's period, or a one-time purchase).
 * @param {StripeObject} invoice
 * @param {StripeObject} price
 * @param {StripeObject} product
 * @param {{ quantity: number, period: { start: number, end: number }, subscription?: string | null, subscriptionItem?: string | null }} f
 * @returns {StripeObject}
 */
export function invoiceLineShape(invoice, price, product, f) {
  const amount = price.unit_amount * f.quantity;
  const every = price.recurring
    ? ` (at ${formatMoney(price.unit_amount, price.currency)} / ${price.recurring.interval})`
    : '';
  return {
    id: newId('il', 24),
    object: 'line_item',
    amount,
    currency: price.currency,
    description: `${f.quantity} × ${product.name}${every}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: f.subscription
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: f.subscription,
            subscription_item: f.subscriptionItem ?? null,
          },
          type: 'subscription_item_details',
        }
      : {
          invoice_item_details: {
            invoice: invoice.id,
            proration: false,
            proration_details: { credited_items: null },
            subscription: null,
          },
          subscription_item_details: null,
          type: 'invoice_item_details',
        },
    period: f.period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: price.id, product: product.id },
      type: 'price_details',
      unit_amount_decimal: price.unit_amount_decimal,
    },
    quantity: f.quantity,
    subscription: f.subscription ?? null,
    subtotal: amount,
    taxes: [],
  };
}

/**
 * @param {number} cents
 * @param {string} currency
 */
export function formatMoney(cents, currency) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
