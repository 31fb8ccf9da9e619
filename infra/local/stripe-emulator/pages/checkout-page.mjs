// @ts-check
// The hosted Checkout page at a session's `url`: the items and total, a card form, and a way back
// to `cancel_url`. Paying redirects (303) to `success_url`; a declined card shows Stripe's
// message on the page and changes nothing.

import { completeCheckout } from '../resources/checkout.mjs';
import { formatMoney } from '../shapes.mjs';
import { cardFields, esc, page, TEST_CARD_HINT } from './html.mjs';

/** @typedef {import('../router.mjs').Ctx} Ctx */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */
/** @typedef {{ status: number, html?: string, redirect?: string }} PageResult */

/**
 * @param {StripeObject} session
 * @param {Ctx} ctx
 * @param {{ error?: string, name?: string, email?: string }} [o]
 */
function render(session, { store }, o = {}) {
  const rows = session._lineItems
    .map((/** @type {any} */ li) => {
      const price = store.get('price', li.price);
      const product = store.get('product', price.product);
      const every = price.recurring ? ` per ${price.recurring.interval}` : '';
      return `<tr><td>${esc(product.name)}${li.quantity > 1 ? ` × ${li.quantity}` : ''}</td><td class="amount">${esc(formatMoney(price.unit_amount * li.quantity, price.currency))}${esc(every)}</td></tr>`;
    })
    .join('\n');
  const back = session.cancel_url
    ? `<p><a href="${esc(session.cancel_url)}" id="cancel-link">← Back (cancel and return)</a></p>`
    : '';
  if (session.status !== 'open')
    return page(
      'Checkout',
      `<h1>This checkout is no longer available</h1><p>Its status is ${esc(session.status)}.</p>${back}`,
    );
  const error = o.error
    ? `<div class="error" role="alert">${esc(o.error)}${session.cancel_url ? ` <a href="${esc(session.cancel_url)}">Return without paying</a>` : ''}</div>`
    : '';
  const knownEmail = session.customer_details?.email ?? session.customer_email;
  const emailField = knownEmail
    ? `<p>Email: <strong>${esc(knownEmail)}</strong></p>`
    : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${esc(o.email ?? '')}" required>`;
  const verb = session.mode === 'subscription' ? 'Subscribe' : 'Pay';
  return page(
    'Checkout',
    `${back}
<h1>${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</h1>
<table aria-label="Order summary"><thead><tr><th>Item</th><th class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th>Total due today</th><th class="amount" id="total">${esc(formatMoney(session.amount_total, session.currency))}</th></tr></tfoot></table>
${error}
<form method="post" action="">
${emailField}
${cardFields({ name: o.name })}
<button type="submit">${verb}</button>
</form>
${TEST_CARD_HINT}`,
  );
}

/**
 * GET: the page. POST: pay with the typed card.
 * @param {'GET' | 'POST'} method
 * @param {string} id the session id
 * @param {Record<string, string>} form the posted fields
 * @param {Ctx} ctx
 * @returns {PageResult}
 */
export function checkoutPage(method, id, form, ctx) {
  const session = ctx.store.find('checkout.session', id);
  if (!session) return { status: 404, html: page('Not found', '<h1>No such Checkout Session</h1>') };
  if (method === 'GET') return { status: 200, html: render(session, ctx) };
  const result = completeCheckout(
    session,
    {
      number: form.number ?? '',
      expiry: form.expiry ?? '',
      cvc: form.cvc ?? '',
      name: form.name ?? '',
      email: form.email ?? '',
    },
    ctx,
  );
  if ('redirect' in result) return { status: 303, redirect: result.redirect };
  return {
    status: 402,
    html: render(session, ctx, { error: result.error, name: form.name, email: form.email }),
  };
}
