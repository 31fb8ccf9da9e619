// @ts-check
// Card payment methods: create from a test token (`card[token]=tok_visa`), retrieve, list by
// customer, attach (test ids such as `pm_card_visa` make a new card, as in Stripe), detach.
// Raw card numbers are typed only on the hosted pages.

import { cardByToken } from '../cards.mjs';
import { invalidParam, invalidRequest, missingParam } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readHash,
  readMetadata,
  readString,
  requireString,
} from '../form.mjs';
import { paymentMethodShape } from '../shapes.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../router.mjs').Ctx} Ctx */

/**
 * A payment method by id, or a new one for a test id (`pm_card_visa`).
 * @param {string} id
 * @param {Ctx} ctx
 * @param {string} param
 */
function paymentMethodOrTestCard(id, { store, clock }, param) {
  const card = cardByToken(id);
  if (card && !store.objects.has(id))
    return store.insert(
      paymentMethodShape(clock.now(), card, { expMonth: 12, expYear: new Date().getUTCFullYear() + 3 }),
    );
  return store.get('payment_method', id, param);
}

/** @type {Route[]} */
export const paymentMethodRoutes = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    handle({ body, expand }, { store, clock }) {
      allowOnly(body, ['type', 'card', 'billing_details', 'metadata']);
      const type = requireString(body, 'type');
      if (type !== 'card')
        throw invalidParam('type', 'The local Stripe stand-in supports only card payment methods.');
      const cardIn = readHash(body.card, 'card');
      const token = readString(cardIn?.token, 'card[token]');
      if (!token)
        throw cardIn?.number !== undefined
          ? invalidRequest(
              'Sending credit card numbers directly to the Stripe API is generally unsafe. Use a test token such as tok_visa.',
              'card[number]',
            )
          : missingParam('card[token]');
      const card = cardByToken(token);
      if (!card) throw invalidParam('card[token]', `No such token: '${token}'`);
      const billing = readHash(body.billing_details, 'billing_details');
      const pm = paymentMethodShape(clock.now(), card, {
        name: readString(billing?.name, 'billing_details[name]') ?? null,
        email: readString(billing?.email, 'billing_details[email]') ?? null,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
      });
      pm.metadata = readMetadata(body.metadata);
      return store.render(store.insert(pm), expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('payment_method', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'customer', 'type']);
      const customer = readString(body.customer, 'customer');
      const items = store.all(
        'payment_method',
        (p) => p.customer !== null && (customer === undefined || p.customer === customer),
      );
      return store.renderList(items, { url: '/v1/payment_methods', expand, ...listParams(body) });
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    handle({ params, body, expand }, ctx) {
      allowOnly(body, ['customer']);
      const customer = ctx.store.get('customer', requireString(body, 'customer'), 'customer');
      const pm = paymentMethodOrTestCard(params.id ?? '', ctx, 'payment_method');
      ctx.billing.attachPaymentMethod(pm, customer);
      return ctx.store.render(pm, expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(body, []);
      const pm = store.get('payment_method', params.id ?? '');
      if (!pm.customer)
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      const customer = store.find('customer', pm.customer);
      pm.customer = null;
      billing.webhooks.emit('payment_method.detached', pm);
      if (customer && customer.invoice_settings.default_payment_method === pm.id)
        billing.change(customer, 'customer.updated', (c) => {
          c.invoice_settings = { ...c.invoice_settings, default_payment_method: null };
        });
      return store.render(pm, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('payment_intent', params.id ?? ''), expand),
  },
];
