// @ts-check
// Invoices: list (by customer, subscription, status), retrieve, their lines, and pay (retry an
// open invoice with the card on file or a given one: 402 when it is declined).

import { cardError, invalidParam, invalidRequest } from '../errors.mjs';
import { allowOnly, listParams, LIST_PARAMS, readString } from '../form.mjs';

/** @typedef {import('../router.mjs').Route} Route */

const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'];

/** @type {Route[]} */
export const invoiceRoutes = [
  {
    method: 'GET',
    path: '/v1/invoices',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'customer', 'subscription', 'status', 'collection_method']);
      const customer = readString(body.customer, 'customer');
      const subscription = readString(body.subscription, 'subscription');
      const status = readString(body.status, 'status');
      if (status !== undefined && !STATUSES.includes(status))
        throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
      const items = store.all(
        'invoice',
        (i) =>
          (customer === undefined || i.customer === customer) &&
          (subscription === undefined || i.parent?.subscription_details?.subscription === subscription) &&
          (status === undefined || i.status === status),
      );
      return store.renderList(items, { url: '/v1/invoices', expand, ...listParams(body) });
    },
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('invoice', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    handle({ params, body, expand }, { store }) {
      allowOnly(body, LIST_PARAMS);
      const invoice = store.get('invoice', params.id ?? '');
      return store.renderList([...invoice.lines.data], {
        url: `/v1/invoices/${invoice.id}/lines`,
        expand,
        ...listParams(body),
      });
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(body, ['payment_method', 'off_session']);
      const invoice = store.get('invoice', params.id ?? '');
      if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', 'invoice');
      if (invoice.status !== 'open')
        throw invalidRequest(
          `You can only pay an invoice that is open. This invoice is ${invoice.status}.`,
          'invoice',
        );
      const pmId = readString(body.payment_method, 'payment_method');
      const pm = pmId ? store.get('payment_method', pmId, 'payment_method') : null;
      const result = billing.attemptPayment(invoice, { paymentMethod: pm });
      if (result.decline) throw cardError(result.decline);
      return store.render(invoice, expand);
    },
  },
];
