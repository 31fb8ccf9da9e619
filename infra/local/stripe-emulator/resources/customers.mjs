// @ts-check
// Customers: create, retrieve, update, list; their cards (`invoice_settings.default_payment_method`).

import { invalidRequest } from '../errors.mjs';
import { allowOnly, listParams, LIST_PARAMS, readHash, readMetadata, readString } from '../form.mjs';

/** @typedef {import('../router.mjs').Route} Route */

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata', 'payment_method', 'invoice_settings'];

/** @type {Route[]} */
export const customerRoutes = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle({ body, expand }, { store, billing }) {
      allowOnly(body, FIELDS);
      const customer = billing.createCustomer({
        email: readString(body.email, 'email') ?? null,
        name: readString(body.name, 'name') ?? null,
        description: readString(body.description, 'description') ?? null,
        phone: readString(body.phone, 'phone') ?? null,
        metadata: readMetadata(body.metadata),
      });
      const pmId = readString(body.payment_method, 'payment_method');
      if (pmId) billing.attachPaymentMethod(store.get('payment_method', pmId, 'payment_method'), customer);
      const defaultPm = readString(
        readHash(body.invoice_settings, 'invoice_settings')?.default_payment_method,
        'invoice_settings[default_payment_method]',
      );
      if (defaultPm) setDefault(customer, defaultPm, { store, billing });
      return store.render(customer, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('customer', params.id ?? ''), expand),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    handle({ params, body, expand }, { store, billing }) {
      allowOnly(
        body,
        FIELDS.filter((f) => f !== 'payment_method'),
      );
      const customer = store.get('customer', params.id ?? '');
      billing.change(customer, 'customer.updated', (c) => {
        for (const f of ['email', 'name', 'description', 'phone']) {
          const v = readString(body[f], f);
          if (v !== undefined) c[f] = v === '' ? null : v;
        }
        c.metadata = readMetadata(body.metadata, c.metadata);
      });
      const settings = readHash(body.invoice_settings, 'invoice_settings');
      const defaultPm = readString(
        settings?.default_payment_method,
        'invoice_settings[default_payment_method]',
      );
      if (defaultPm) setDefault(customer, defaultPm, { store, billing });
      return store.render(customer, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'email']);
      const email = readString(body.email, 'email');
      const items = store.all('customer', (c) => email === undefined || c.email === email);
      return store.renderList(items, { url: '/v1/customers', expand, ...listParams(body) });
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    handle({ params, body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'type']);
      const customer = store.get('customer', params.id ?? '');
      const items = store.all('payment_method', (p) => p.customer === customer.id);
      return store.renderList(items, {
        url: `/v1/customers/${customer.id}/payment_methods`,
        expand,
        ...listParams(body),
      });
    },
  },
];

/**
 * @param {import('../store.mjs').StripeObject} customer
 * @param {string} pmId
 * @param {Pick<import('../router.mjs').Ctx, 'store' | 'billing'>} ctx
 */
function setDefault(customer, pmId, { store, billing }) {
  const pm = store.get('payment_method', pmId, 'invoice_settings[default_payment_method]');
  if (pm.customer !== customer.id)
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
    );
  billing.setDefaultPaymentMethod(customer, pm);
}
