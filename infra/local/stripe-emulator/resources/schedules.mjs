// @ts-check
// Subscription schedules, as far as a plan change at period end needs them (what Stripe's own
// portal does): create from a subscription, update the phases, retrieve, release, cancel. The
// billing clock applies the next phase when the current period ends (billing.mjs).

import { addInterval } from '../clock.mjs';
import { invalidParam, invalidRequest, missingParam } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readHash,
  readHashList,
  readInteger,
  readMetadata,
  readString,
} from '../form.mjs';
import { newId } from '../store.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../router.mjs').Ctx} Ctx */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */

/**
 * A phase as Stripe shows it.
 * @param {{ price: StripeObject, quantity: number }[]} items
 * @param {number} start
 * @param {number} end
 * @param {string} currency
 * @param {Record<string, string>} [metadata]
 */
function phaseShape(items, start, end, currency, metadata = {}) {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency,
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: end,
    invoice_settings: null,
    items: items.map((it) => ({
      billing_thresholds: null,
      discounts: [],
      metadata: {},
      plan: it.price.id,
      price: it.price.id,
      quantity: it.quantity,
      tax_rates: [],
    })),
    metadata,
    on_behalf_of: null,
    proration_behavior: 'create_prorations',
    start_date: start,
    transfer_data: null,
    trial_end: null,
  };
}

/**
 * Create a schedule that takes over a subscription: one phase, its current period and items.
 * @param {StripeObject} sub
 * @param {Ctx} ctx
 */
export function scheduleFromSubscription(sub, { store, clock, billing, webhooks }) {
  if (sub.schedule)
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`,
      'from_subscription',
    );
  if (sub.status === 'canceled')
    throw invalidRequest('You cannot migrate a canceled subscription.', 'from_subscription');
  const now = clock.now();
  const { start, end } = billing.period(sub);
  const schedule = store.insert({
    id: newId('sub_sched', 24),
    object: 'subscription_schedule',
    application: null,
    billing_mode: sub.billing_mode,
    canceled_at: null,
    completed_at: null,
    created: now,
    current_phase: { end_date: end, start_date: start },
    customer: sub.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: {},
    phases: [phaseShape(billing.itemsOf(sub), start, end, sub.currency)],
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: sub.id,
    test_clock: null,
  });
  webhooks.emit('subscription_schedule.created', schedule);
  billing.change(sub, 'customer.subscription.updated', (s) => (s.schedule = schedule.id));
  return schedule;
}

/**
 * Replace the phases (the first must be the current one: same start date). Each phase ends at
 * its `end_date`, after `duration` or `iterations` periods, or where the next one starts; the
 * last one without any lasts one period.
 * @param {StripeObject} schedule
 * @param {Record<string, any>[]} phases
 * @param {Ctx} ctx
 */
export function replacePhases(schedule, phases, { store }) {
  const sub = store.get('subscription', schedule.subscription);
  if (phases.length === 0) throw missingParam('phases');
  /** @type {any[]} */
  const out = [];
  let start = schedule.phases[0].start_date;
  phases.forEach((p, i) => {
    const name = `phases[${i}]`;
    allowOnly(p, [
      'items',
      'start_date',
      'end_date',
      'iterations',
      'duration',
      'proration_behavior',
      'metadata',
    ]);
    const items = (readHashList(p.items, `${name}[items]`) ?? []).map((it, j) => {
      allowOnly(it, ['price', 'quantity']);
      const priceId = readString(it.price, `${name}[items][${j}][price]`);
      if (!priceId) throw missingParam(`${name}[items][${j}][price]`);
      const price = store.get('price', priceId, `${name}[items][${j}][price]`);
      if (!price.recurring || price.currency !== sub.currency)
        throw invalidParam(
          `${name}[items][${j}][price]`,
          "The price specified is not a recurring price in the subscription's currency.",
        );
      return { price, quantity: readInteger(it.quantity, `${name}[items][${j}][quantity]`) ?? 1 };
    });
    if (items.length === 0) throw missingParam(`${name}[items]`);
    const startIn = p.start_date === 'now' ? undefined : readInteger(p.start_date, `${name}[start_date]`);
    if (i === 0 && startIn !== undefined && startIn !== start)
      throw invalidParam(`${name}[start_date]`, 'You can not modify the start date of the current phase.');
    if (i > 0) start = startIn ?? start;
    const recurring = /** @type {any} */ (items[0]).price.recurring;
    const endIn = readInteger(p.end_date, `${name}[end_date]`);
    const iterations = readInteger(p.iterations, `${name}[iterations]`);
    const duration = readHash(p.duration, `${name}[duration]`);
    let end;
    if (endIn !== undefined) end = endIn;
    else if (duration)
      end = addInterval(
        start,
        /** @type {'day' | 'week' | 'month' | 'year'} */ (
          readString(duration.interval, `${name}[duration][interval]`) ?? 'month'
        ),
        readInteger(duration.interval_count, `${name}[duration][interval_count]`) ?? 1,
      );
    else if (iterations !== undefined)
      end = addInterval(start, recurring.interval, recurring.interval_count * iterations);
    else {
      const nextStart = readInteger(phases[i + 1]?.start_date, `phases[${i + 1}][start_date]`);
      end = nextStart ?? addInterval(start, recurring.interval, recurring.interval_count);
    }
    if (end <= start)
      throw invalidParam(`${name}[end_date]`, 'The end date of a phase must be after its start date.');
    out.push(phaseShape(items, start, end, sub.currency, readMetadata(p.metadata)));
    start = end;
  });
  schedule.phases = out;
  const current = out[0];
  schedule.current_phase = { end_date: current.end_date, start_date: current.start_date };
}

/**
 * Let go of the subscription: it keeps its current items and renews on its own.
 * @param {StripeObject} schedule
 * @param {Ctx} ctx
 */
export function releaseSchedule(schedule, { store, clock, billing }) {
  if (schedule.status !== 'active' && schedule.status !== 'not_started')
    throw invalidRequest(
      `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
    );
  const sub = store.get('subscription', schedule.subscription);
  billing.change(schedule, 'subscription_schedule.released', (s) => {
    s.status = 'released';
    s.released_at = clock.now();
    s.released_subscription = sub.id;
    s.current_phase = null;
  });
  billing.change(sub, 'customer.subscription.updated', (s) => (s.schedule = null));
}

/** @type {Route[]} */
export const scheduleRoutes = [
  {
    method: 'POST',
    path: '/v1/subscription_schedules',
    handle({ body, expand }, ctx) {
      allowOnly(body, ['from_subscription', 'metadata', 'end_behavior', 'customer', 'phases', 'start_date']);
      const from = readString(body.from_subscription, 'from_subscription');
      if (!from)
        throw invalidRequest(
          'The local Stripe stand-in creates subscription schedules only with `from_subscription`.',
          'from_subscription',
        );
      if (body.phases !== undefined || body.customer !== undefined)
        throw invalidRequest(
          'You cannot set `phases` or `customer` if `from_subscription` is set.',
          'phases',
        );
      const schedule = scheduleFromSubscription(
        ctx.store.get('subscription', from, 'from_subscription'),
        ctx,
      );
      schedule.metadata = readMetadata(body.metadata);
      return ctx.store.render(schedule, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('subscription_schedule', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'customer']);
      const customer = readString(body.customer, 'customer');
      const items = store.all(
        'subscription_schedule',
        (s) => customer === undefined || s.customer === customer,
      );
      return store.renderList(items, { url: '/v1/subscription_schedules', expand, ...listParams(body) });
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id',
    handle({ params, body, expand }, ctx) {
      allowOnly(body, ['phases', 'end_behavior', 'metadata', 'proration_behavior']);
      const schedule = ctx.store.get('subscription_schedule', params.id ?? '');
      if (schedule.status !== 'active')
        throw invalidRequest(
          `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
        );
      const endBehavior = readString(body.end_behavior, 'end_behavior');
      if (endBehavior !== undefined && !['release', 'cancel'].includes(endBehavior))
        throw invalidParam('end_behavior', 'Invalid end_behavior: must be one of release, cancel');
      const phases = readHashList(body.phases, 'phases');
      ctx.billing.change(schedule, 'subscription_schedule.updated', (s) => {
        if (phases) replacePhases(s, phases, ctx);
        if (endBehavior) s.end_behavior = endBehavior;
        s.metadata = readMetadata(body.metadata, s.metadata);
      });
      return ctx.store.render(schedule, expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/release',
    handle({ params, body, expand }, ctx) {
      allowOnly(body, ['preserve_cancel_date']);
      const schedule = ctx.store.get('subscription_schedule', params.id ?? '');
      releaseSchedule(schedule, ctx);
      return ctx.store.render(schedule, expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/cancel',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(body, ['invoice_now', 'prorate']);
      const schedule = store.get('subscription_schedule', params.id ?? '');
      if (schedule.status !== 'active')
        throw invalidRequest(
          `You cannot cancel a subscription schedule that is currently in the \`${schedule.status}\` status.`,
        );
      // Canceling a schedule cancels its subscription too (as in Stripe).
      billing.cancelNow(store.get('subscription', schedule.subscription));
      return store.render(schedule, expand);
    },
  },
];
