// @ts-check
// The hosted Billing Portal page at a portal session's `url`: the current plan, cancel at period
// end, resume (undo the cancel), change plan from the next cycle (a subscription schedule, as
// Stripe's portal does), update the card, and back to `return_url`. Each action posts a form and
// comes back (303) with a notice; each sends the events real Stripe sends.

import { PORTAL_PAGE, readTypedCard } from '../resources/checkout.mjs';
import { releaseSchedule, replacePhases, scheduleFromSubscription } from '../resources/schedules.mjs';
import { setCancelAtPeriodEnd } from '../resources/subscriptions.mjs';
import { formatMoney, paymentMethodShape } from '../shapes.mjs';
import { publicCopy } from '../store.mjs';
import { cardFields, esc, page, TEST_CARD_HINT } from './html.mjs';

/** @typedef {import('../router.mjs').Ctx} Ctx */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */
/** @typedef {import('./checkout-page.mjs').PageResult} PageResult */

/** @param {number} t */
const day = (t) =>
  new Date(t * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The subscription the portal manages: the customer's newest one that is not canceled.
 * @param {StripeObject} customer
 * @param {Ctx} ctx
 */
function currentSubscription(customer, { store }) {
  return (
    store.all(
      'subscription',
      (s) => s.customer === customer.id && s.status !== 'canceled' && s.status !== 'incomplete_expired',
    )[0] ?? null
  );
}

/** @param {StripeObject} price @param {Ctx} ctx */
function priceLabel(price, { store }) {
  const product = store.get('product', price.product);
  return `${product.name} — ${formatMoney(price.unit_amount, price.currency)} per ${price.recurring?.interval ?? 'once'}`;
}

/**
 * @param {StripeObject} portal
 * @param {Ctx} ctx
 * @param {{ notice?: string, error?: string }} o
 */
function render(portal, ctx, o) {
  const { store, billing } = ctx;
  const customer = store.get('customer', portal.customer);
  const sub = currentSubscription(customer, ctx);
  const back = portal.return_url
    ? `<p><a href="${esc(portal.return_url)}" id="return-link">← Return</a></p>`
    : '';
  const notice = o.notice ? `<div class="notice" role="status">${esc(o.notice)}</div>` : '';
  const error = o.error ? `<div class="error" role="alert">${esc(o.error)}</div>` : '';
  const pmId = sub?.default_payment_method ?? customer.invoice_settings.default_payment_method;
  const pm = pmId ? store.find('payment_method', pmId) : null;
  const card = pm
    ? `<p id="card">${esc(pm.card.brand)} •••• ${esc(pm.card.last4)}, expires ${esc(pm.card.exp_month)}/${esc(pm.card.exp_year)}</p>`
    : '<p id="card">No card on file.</p>';
  const cardSection = `<section aria-labelledby="card-title"><h2 id="card-title">Payment method</h2>${card}
<form method="post" action="${esc(portal.id)}/card">${cardFields({ name: pm?.billing_details.name ?? customer.name ?? '' })}
<button type="submit">Update card</button></form>${TEST_CARD_HINT}</section>`;
  if (!sub)
    return page(
      'Billing',
      `${back}<h1>Billing</h1>${notice}${error}<p>You have no active subscription.</p>${cardSection}`,
    );

  const price = store.get('price', sub.items.data[0].price.id);
  const { end } = billing.period(sub);
  const schedule = sub.schedule ? store.find('subscription_schedule', sub.schedule) : null;
  const nextPhase = schedule?.phases.find((/** @type {any} */ p) => p.start_date === end);
  const nextPrice = nextPhase ? store.get('price', nextPhase.items[0].price) : null;
  const status = sub.cancel_at_period_end
    ? `Cancels on ${day(end)}.`
    : nextPrice && nextPrice.id !== price.id
      ? `Changes to ${priceLabel(nextPrice, ctx)} on ${day(end)}.`
      : `Renews on ${day(end)}.`;
  const cancelOrResume = sub.cancel_at_period_end
    ? `<form method="post" action="${esc(portal.id)}/resume"><button type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${esc(portal.id)}/cancel"><button type="submit" class="secondary">Cancel subscription</button>
<p class="muted">It stays active until the end of the period.</p></form>`;
  const choices = store
    .all('price', (p) => p.active && p.recurring !== null && p.currency === price.currency)
    .filter((p) => store.find('product', p.product)?.active !== false)
    .reverse()
    .map(
      (p) =>
        `<option value="${esc(p.id)}"${p.id === (nextPrice ?? price).id ? ' selected' : ''}>${esc(priceLabel(p, ctx))}</option>`,
    )
    .join('');
  const change = sub.cancel_at_period_end
    ? ''
    : `<section aria-labelledby="change-title"><h2 id="change-title">Change plan</h2>
<form method="post" action="${esc(portal.id)}/change"><label for="price">New plan (from the next billing period)</label>
<select id="price" name="price">${choices}</select><button type="submit">Change plan</button></form></section>`;
  return page(
    'Billing',
    `${back}<h1>Billing</h1>${notice}${error}
<section aria-labelledby="plan-title"><h2 id="plan-title">Current plan</h2>
<p id="plan"><strong>${esc(priceLabel(price, ctx))}</strong></p>
<p id="status">Status: ${esc(sub.status)}. ${esc(status)}</p>${cancelOrResume}</section>
${change}
${cardSection}`,
  );
}

/**
 * @param {StripeObject} portal
 * @param {string} action
 * @param {Record<string, string>} form
 * @param {Ctx} ctx
 * @returns {{ notice: string } | { error: string }}
 */
function act(portal, action, form, ctx) {
  const { store, billing, clock } = ctx;
  const customer = store.get('customer', portal.customer);
  const sub = currentSubscription(customer, ctx);
  if (action === 'card') {
    const typed = readTypedCard(
      { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' },
      clock.now(),
    );
    if ('error' in typed) return typed;
    if (typed.card.declineAtAttach) return { error: typed.card.declineAtAttach.message };
    const pm = store.insert(
      paymentMethodShape(clock.now(), typed.card, {
        name: form.name ?? null,
        email: customer.email,
        expMonth: typed.expMonth,
        expYear: typed.expYear,
      }),
    );
    billing.setDefaultPaymentMethod(customer, pm, { subscriptionsToo: true });
    return { notice: `Card updated: ${pm.card.brand} •••• ${pm.card.last4}.` };
  }
  if (!sub) return { error: 'You have no active subscription.' };
  const schedule = sub.schedule ? store.find('subscription_schedule', sub.schedule) : null;
  if (action === 'cancel' || action === 'resume') {
    const on = action === 'cancel';
    if (sub.cancel_at_period_end === on)
      return {
        notice: on ? 'The subscription is already canceled at period end.' : 'The subscription is active.',
      };
    // A pending plan change is dropped when the subscription is canceled (as in Stripe's portal).
    if (schedule && schedule.status === 'active') releaseSchedule(schedule, ctx);
    const before = publicCopy(sub);
    setCancelAtPeriodEnd(sub, on, billing);
    billing.emitUpdated(sub, before);
    return {
      notice: on
        ? `Your subscription will be canceled on ${day(billing.period(sub).end)}.`
        : 'Your subscription has been renewed.',
    };
  }
  if (action === 'change') {
    if (sub.cancel_at_period_end) return { error: 'Resume the subscription before changing its plan.' };
    const price = store.find('price', form.price ?? '');
    const current = store.get('price', sub.items.data[0].price.id);
    if (!price || !price.active || !price.recurring || price.currency !== current.currency)
      return { error: 'Choose one of the plans offered.' };
    if (price.id === current.id) {
      if (schedule && schedule.status === 'active') releaseSchedule(schedule, ctx);
      return { notice: `You stay on ${priceLabel(current, ctx)}.` };
    }
    const target = schedule && schedule.status === 'active' ? schedule : scheduleFromSubscription(sub, ctx);
    const { start, end } = billing.period(sub);
    const quantity = String(sub.items.data[0].quantity ?? 1);
    billing.change(target, 'subscription_schedule.updated', (s) =>
      replacePhases(
        s,
        [
          { items: [{ price: current.id, quantity }], start_date: String(start), end_date: String(end) },
          { items: [{ price: price.id, quantity }], iterations: '1' },
        ],
        ctx,
      ),
    );
    return { notice: `Your plan changes to ${priceLabel(price, ctx)} on ${day(end)}.` };
  }
  return { error: 'Unknown action.' };
}

/**
 * GET `/p/session/:id`: the page. POST `/p/session/:id/<action>`: do it and come back.
 * @param {'GET' | 'POST'} method
 * @param {string} id
 * @param {string | null} action
 * @param {Record<string, string>} form
 * @param {URLSearchParams} query
 * @param {Ctx} ctx
 * @returns {PageResult}
 */
export function portalPage(method, id, action, form, query, ctx) {
  const portal = ctx.store.find('billing_portal.session', id);
  if (!portal) return { status: 404, html: page('Not found', '<h1>No such portal session</h1>') };
  if (method === 'GET' && !action)
    return {
      status: 200,
      html: render(portal, ctx, {
        notice: query.get('notice') ?? undefined,
        error: query.get('error') ?? undefined,
      }),
    };
  if (method !== 'POST' || !action)
    return { status: 405, html: page('Billing', '<h1>Method not allowed</h1>') };
  const result = act(portal, action, form, ctx);
  const q =
    'notice' in result
      ? `notice=${encodeURIComponent(result.notice)}`
      : `error=${encodeURIComponent(result.error)}`;
  return { status: 303, redirect: `${PORTAL_PAGE}/${encodeURIComponent(portal.id)}?${q}` };
}
