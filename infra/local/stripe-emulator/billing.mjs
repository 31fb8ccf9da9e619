// @ts-check
// What happens in a Stripe account, shared by the API, the hosted pages and the control API:
// customers and their cards, subscriptions started and renewed, invoices paid or failed,
// schedules applied at period end. Every change emits the events real Stripe sends for it.

import { cardByNumber } from './cards.mjs';
import { addInterval } from './clock.mjs';
import { cardError, invalidRequest } from './errors.mjs';
import {
  customerShape,
  invoiceLineShape,
  invoiceShape,
  subscriptionItemShape,
  subscriptionShape,
} from './shapes.mjs';
import { assignReceiptUrls } from './pages/receipt-page.mjs';
import { newId, publicCopy } from './store.mjs';

/**
 * @typedef {import('./store.mjs').Store} Store
 * @typedef {import('./clock.mjs').Clock} Clock
 * @typedef {import('./store.mjs').StripeObject} StripeObject
 * @typedef {import('./webhooks.mjs').Webhooks} Webhooks
 * @typedef {{ price: StripeObject, quantity: number }} Item
 */

/** Subscription statuses that renew at period end. */
const RENEWING = new Set(['active', 'past_due', 'trialing']);

export class Billing {
  /** @param {{ store: Store, clock: Clock, webhooks: Webhooks }} o */
  constructor(o) {
    this.store = o.store;
    this.clock = o.clock;
    this.webhooks = o.webhooks;
    /** The stand-in's own address once it listens: where invoices' receipts are served. */
    this.publicBaseUrl = 'http://127.0.0.1';
  }

  /**
   * Change an object and send `type` with the old values of the fields that changed (no event
   * when nothing changed).
   * @param {StripeObject} obj
   * @param {string} type
   * @param {(o: StripeObject) => void} mutate
   */
  change(obj, type, mutate) {
    const before = publicCopy(obj);
    mutate(obj);
    const after = publicCopy(obj);
    /** @type {Record<string, unknown>} */
    const previous = {};
    for (const key of Object.keys(after))
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
    if (Object.keys(previous).length > 0) this.webhooks.emit(type, obj, previous);
    return obj;
  }

  // ── customers and cards ──────────────────────────────────────────────────────────────────────

  /** @param {Parameters<typeof customerShape>[1]} fields */
  createCustomer(fields) {
    const customer = this.store.insert(customerShape(this.clock.now(), fields));
    this.webhooks.emit('customer.created', customer);
    return customer;
  }

  /**
   * Attach a card to a customer (a card that declines on attach is refused with a 402).
   * @param {StripeObject} pm
   * @param {StripeObject} customer
   */
  attachPaymentMethod(pm, customer) {
    const decline = cardByNumber(pm._card)?.declineAtAttach;
    if (decline) throw cardError(decline);
    if (pm.customer && pm.customer !== customer.id)
      throw invalidRequest('The payment method you provided has already been attached to a customer.');
    if (pm.customer === customer.id) return pm;
    pm.customer = customer.id;
    this.webhooks.emit('payment_method.attached', pm);
    return pm;
  }

  /**
   * Make a card the customer's default for invoices (the portal also makes it the default of
   * the customer's subscriptions, which take precedence); then retry what is unpaid, so a card
   * update settles a past_due subscription.
   * @param {StripeObject} customer
   * @param {StripeObject} pm
   * @param {{ subscriptionsToo?: boolean }} [o]
   */
  setDefaultPaymentMethod(customer, pm, o = {}) {
    this.attachPaymentMethod(pm, customer);
    this.change(customer, 'customer.updated', (c) => {
      c.invoice_settings = { ...c.invoice_settings, default_payment_method: pm.id };
    });
    const subscriptions = o.subscriptionsToo
      ? this.store.all('subscription', (s) => s.customer === customer.id && s.status !== 'canceled')
      : [];
    for (const sub of subscriptions)
      this.change(sub, 'customer.subscription.updated', (s) => (s.default_payment_method = pm.id));
    this.retryOpenInvoices(customer);
  }

  /** @param {StripeObject} customer */
  retryOpenInvoices(customer) {
    const open = this.store
      .all('invoice', (i) => i.customer === customer.id && i.status === 'open')
      .reverse();
    for (const invoice of open) this.attemptPayment(invoice);
  }

  /**
   * The card an invoice is charged to: the subscription's default, else the customer's.
   * @param {StripeObject} invoice
   */
  paymentMethodFor(invoice) {
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = subId ? this.store.find('subscription', subId) : null;
    const customer = this.store.get('customer', invoice.customer);
    const pmId = sub?.default_payment_method ?? customer.invoice_settings.default_payment_method;
    return pmId ? this.store.find('payment_method', pmId) : null;
  }

  // ── invoices ─────────────────────────────────────────────────────────────────────────────────

  /**
   * A finalized (open) invoice for some prices.
   * @param {StripeObject} customer
   * @param {Item[]} items
   * @param {{ billing_reason: string, subscription: StripeObject | null, period: { start: number, end: number }, invoicePeriod?: { start: number, end: number } }} f
   */
  createInvoice(customer, items, f) {
    const now = this.clock.now();
    const currency = /** @type {Item} */ (items[0]).price.currency;
    const invoice = invoiceShape(now, customer, {
      currency,
      billing_reason: f.billing_reason,
      subscription: f.subscription,
      period_start: f.invoicePeriod?.start ?? now,
      period_end: f.invoicePeriod?.end ?? now,
    });
    const subItems = f.subscription?.items.data ?? [];
    invoice.lines.data = items.map((it) =>
      invoiceLineShape(invoice, it.price, this.store.get('product', it.price.product), {
        quantity: it.quantity,
        period: f.period,
        subscription: f.subscription?.id ?? null,
        subscriptionItem: subItems.find((/** @type {any} */ si) => si.price.id === it.price.id)?.id ?? null,
      }),
    );
    invoice.lines.total_count = invoice.lines.data.length;
    const total = invoice.lines.data.reduce(
      (/** @type {number} */ sum, /** @type {any} */ l) => sum + l.amount,
      0,
    );
    Object.assign(invoice, {
      subtotal: total,
      subtotal_excluding_tax: total,
      total,
      total_excluding_tax: total,
      amount_due: total,
      amount_remaining: total,
    });
    this.store.insert(invoice);
    this.webhooks.emit('invoice.created', invoice);
    this.change(invoice, 'invoice.finalized', (i) => {
      i.status = 'open';
      i.status_transitions = { ...i.status_transitions, finalized_at: now };
      assignReceiptUrls(i, this.publicBaseUrl);
    });
    return invoice;
  }

  /**
   * Charge an open invoice to its card. Paid: invoice.paid and invoice.payment_succeeded, and a
   * past_due subscription becomes active. Declined: invoice.payment_failed and the subscription
   * becomes past_due. `acceptAtCheckout` lets a card that only fails later charges (0341) pay.
   * @param {StripeObject} invoice
   * @param {{ paymentMethod?: StripeObject | null, acceptAtCheckout?: boolean }} [o]
   * @returns {{ paid: boolean, decline: import('./cards.mjs').Decline | null }}
   */
  attemptPayment(invoice, o = {}) {
    if (invoice.status !== 'open') throw invalidRequest('Invoice is already paid', 'invoice');
    const now = this.clock.now();
    const pm = o.paymentMethod ?? this.paymentMethodFor(invoice);
    const card = pm ? cardByNumber(pm._card) : null;
    const decline = !pm
      ? { code: 'invoice_no_payment_method', message: 'There is no default payment method on this customer.' }
      : (card?.declineAtAttach ?? (o.acceptAtCheckout ? undefined : card?.declineAtCharge) ?? null);
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = subId ? this.store.find('subscription', subId) : null;
    if (decline) {
      this.change(invoice, 'invoice.updated', (i) => {
        i.attempt_count += 1;
        i.attempted = true;
        i.next_payment_attempt = now + 3 * 86_400;
      });
      this.webhooks.emit('invoice.payment_failed', invoice);
      if (sub && sub.status === 'active')
        this.change(sub, 'customer.subscription.updated', (s) => (s.status = 'past_due'));
      return { paid: false, decline };
    }
    this.change(invoice, 'invoice.updated', (i) => {
      i.attempt_count += 1;
      i.attempted = true;
      i.amount_paid = i.amount_due;
      i.amount_remaining = 0;
      i.next_payment_attempt = null;
      i.default_payment_method = null;
      i.status = 'paid';
      i.status_transitions = { ...i.status_transitions, paid_at: now };
    });
    this.recordInvoicePayment(invoice, /** @type {StripeObject} */ (pm), now);
    this.webhooks.emit('invoice.paid', invoice);
    this.webhooks.emit('invoice.payment_succeeded', invoice);
    const stillOpen = this.store.all(
      'invoice',
      (i) => i.status === 'open' && i.parent?.subscription_details?.subscription === subId,
    );
    if (sub && (sub.status === 'past_due' || sub.status === 'incomplete') && stillOpen.length === 0)
      this.change(sub, 'customer.subscription.updated', (s) => (s.status = 'active'));
    return { paid: true, decline: null };
  }

  /**
   * What paid an invoice, as Stripe keeps it: a succeeded PaymentIntent and an InvoicePayment
   * linking the two (`GET /v1/invoice_payments?invoice=`), so the payment can be refunded.
   * @param {StripeObject} invoice
   * @param {StripeObject} pm
   * @param {number} now
   */
  recordInvoicePayment(invoice, pm, now) {
    const customer = this.store.get('customer', invoice.customer);
    const pi = this.createPaymentIntent(
      customer,
      invoice.amount_paid,
      invoice.currency,
      pm,
      {},
      {
        emit: false,
      },
    );
    this.store.insert({
      id: newId('inpay', 24),
      object: 'invoice_payment',
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_paid,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now },
    });
  }

  // ── subscriptions ────────────────────────────────────────────────────────────────────────────

  /**
   * Start a subscription and pay its first invoice (Checkout's flow): subscription created as
   * incomplete, first invoice paid, then updated to active.
   * @param {StripeObject} customer
   * @param {Item[]} items recurring prices with one interval
   * @param {{ paymentMethod: StripeObject, metadata?: Record<string, string>, acceptAtCheckout?: boolean }} o
   */
  startSubscription(customer, items, o) {
    const now = this.clock.now();
    const first = /** @type {Item} */ (items[0]);
    const recurring = first.price.recurring;
    const end = addInterval(now, recurring.interval, recurring.interval_count, now);
    const sub = subscriptionShape(now, {
      customer: customer.id,
      currency: first.price.currency,
      metadata: o.metadata,
      default_payment_method: o.paymentMethod.id,
    });
    sub.items.data = items.map((it) =>
      subscriptionItemShape(now, it.price, { subscription: sub.id, quantity: it.quantity, start: now, end }),
    );
    sub.items.total_count = sub.items.data.length;
    this.store.insert(sub);
    const invoice = this.createInvoice(customer, items, {
      billing_reason: 'subscription_create',
      subscription: sub,
      period: { start: now, end },
    });
    sub.latest_invoice = invoice.id;
    this.webhooks.emit('customer.subscription.created', sub);
    const result = this.attemptPayment(invoice, {
      paymentMethod: o.paymentMethod,
      acceptAtCheckout: o.acceptAtCheckout,
    });
    return { subscription: sub, invoice, ...result };
  }

  /** @param {StripeObject} sub */
  period(sub) {
    const item = sub.items.data[0];
    return { start: item.current_period_start, end: item.current_period_end };
  }

  /**
   * Items of a subscription as prices and quantities.
   * @param {StripeObject} sub
   * @returns {Item[]}
   */
  itemsOf(sub) {
    return sub.items.data.map((/** @type {any} */ si) => ({
      price: this.store.get('price', si.price.id),
      quantity: si.quantity,
    }));
  }

  /**
   * Replace a subscription's items with new prices (keeping the item id when the position is
   * the same), keeping its period.
   * @param {StripeObject} sub
   * @param {Item[]} items
   */
  setItems(sub, items) {
    const now = this.clock.now();
    const { start, end } = this.period(sub);
    sub.items.data = items.map((it, i) => {
      const old = sub.items.data[i];
      const item = subscriptionItemShape(now, it.price, {
        subscription: sub.id,
        quantity: it.quantity,
        start,
        end,
      });
      if (old && old.price.id === it.price.id) item.id = old.id;
      if (old) item.created = old.created;
      return item;
    });
    sub.items.total_count = sub.items.data.length;
  }

  /**
   * Cancel at once (DELETE /v1/subscriptions/:id, or the end of a period with
   * cancel_at_period_end).
   * @param {StripeObject} sub
   * @param {string} reason 'cancellation_requested' | 'payment_failed'
   * @param {{ comment?: string | null, feedback?: string | null }} [details] the caller's
   *   `cancellation_details`
   */
  cancelNow(sub, reason = 'cancellation_requested', details = {}) {
    const now = this.clock.now();
    sub.status = 'canceled';
    sub.canceled_at = sub.canceled_at ?? now;
    sub.ended_at = now;
    sub.cancellation_details = { ...sub.cancellation_details, ...details, reason };
    if (sub.schedule) {
      const schedule = this.store.find('subscription_schedule', sub.schedule);
      if (schedule && schedule.status === 'active')
        this.change(schedule, 'subscription_schedule.canceled', (s) => {
          s.status = 'canceled';
          s.canceled_at = now;
        });
    }
    for (const invoice of this.store.all(
      'invoice',
      (i) => i.status === 'open' && i.parent?.subscription_details?.subscription === sub.id,
    ))
      this.change(invoice, 'invoice.voided', (i) => {
        i.status = 'void';
        i.status_transitions = { ...i.status_transitions, voided_at: now };
      });
    this.webhooks.emit('customer.subscription.deleted', sub);
  }

  /**
   * The end of a subscription's current period: cancel (cancel_at_period_end), or move to the
   * next period (applying a schedule's next phase) and invoice it.
   * @param {StripeObject} sub
   */
  renew(sub) {
    const { start, end } = this.period(sub);
    if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= end)) {
      this.cancelNow(sub);
      return;
    }
    const schedule = sub.schedule ? this.store.find('subscription_schedule', sub.schedule) : null;
    const nextPhase = schedule?.phases.find((/** @type {any} */ p) => p.start_date === end);
    if (
      schedule &&
      !nextPhase &&
      schedule.phases.at(-1).end_date <= end &&
      schedule.end_behavior === 'cancel'
    ) {
      this.cancelNow(sub);
      return;
    }
    const customer = this.store.get('customer', sub.customer);
    const before = publicCopy(sub);
    if (nextPhase) {
      this.setItems(
        sub,
        nextPhase.items.map((/** @type {any} */ it) => ({
          price: this.store.get('price', it.price),
          quantity: it.quantity,
        })),
      );
    }
    const recurring = sub.items.data[0].price.recurring;
    const nextEnd = addInterval(end, recurring.interval, recurring.interval_count, sub.billing_cycle_anchor);
    for (const si of sub.items.data) {
      si.current_period_start = end;
      si.current_period_end = nextEnd;
    }
    if (schedule) this.advanceSchedule(schedule, sub, end);
    const invoice = this.createInvoice(customer, this.itemsOf(sub), {
      billing_reason: 'subscription_cycle',
      subscription: sub,
      period: { start: end, end: nextEnd },
      invoicePeriod: { start, end },
    });
    sub.latest_invoice = invoice.id;
    this.emitUpdated(sub, before);
    this.attemptPayment(invoice);
  }

  /**
   * @param {StripeObject} sub
   * @param {Record<string, any>} before its public copy before the change
   */
  emitUpdated(sub, before) {
    const after = publicCopy(sub);
    /** @type {Record<string, unknown>} */
    const previous = {};
    for (const key of Object.keys(after))
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
    if (Object.keys(previous).length) this.webhooks.emit('customer.subscription.updated', sub, previous);
  }

  /**
   * A schedule at a period boundary: its current phase moves on; after its last phase it
   * releases the subscription (end_behavior 'release').
   * @param {StripeObject} schedule
   * @param {StripeObject} sub
   * @param {number} at
   */
  advanceSchedule(schedule, sub, at) {
    const now = this.clock.now();
    const phase = schedule.phases.find((/** @type {any} */ p) => p.start_date <= at && at < p.end_date);
    if (phase) {
      this.change(schedule, 'subscription_schedule.updated', (s) => {
        s.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
      });
      return;
    }
    this.change(schedule, 'subscription_schedule.released', (s) => {
      s.status = 'released';
      s.released_at = now;
      s.released_subscription = sub.id;
      s.current_phase = null;
    });
    sub.schedule = null;
  }

  /**
   * Move the clock to `when`, renewing every subscription whose period ends on the way (in time
   * order, each at its own period end).
   * @param {number} when Unix seconds
   */
  advanceClock(when) {
    /** @type {string[]} */
    const renewed = [];
    for (;;) {
      const due = this.store
        .all('subscription', (s) => RENEWING.has(s.status) && this.period(s).end <= when)
        .sort((a, b) => this.period(a).end - this.period(b).end)[0];
      if (!due) break;
      this.clock.advanceTo(this.period(due).end);
      this.renew(due);
      renewed.push(due.id);
    }
    this.clock.advanceTo(when);
    return { now: this.clock.now(), renewed };
  }

  // ── one-time payments ────────────────────────────────────────────────────────────────────────

  /**
   * A succeeded PaymentIntent (Checkout in payment mode).
   * @param {StripeObject | null} customer
   * @param {number} amount
   * @param {string} currency
   * @param {StripeObject} pm
   * @param {Record<string, string>} metadata
   * @param {{ emit?: boolean }} [o] `emit: false` for an invoice's payment (kept out of the event
   *   sequence the README lists for Checkout)
   */
  createPaymentIntent(customer, amount, currency, pm, metadata, o = {}) {
    const now = this.clock.now();
    const pi = this.store.insert({
      id: newId('pi', 24),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: amount,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: null,
      confirmation_method: 'automatic',
      created: now,
      currency,
      customer: customer?.id ?? null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      payment_method: pm.id,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      status: 'succeeded',
    });
    if (o.emit !== false) {
      this.webhooks.emit('payment_intent.created', pi);
      this.webhooks.emit('payment_intent.succeeded', pi);
    }
    return pi;
  }
}
