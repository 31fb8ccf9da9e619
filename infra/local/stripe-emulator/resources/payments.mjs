// @ts-check
// What paid an invoice (InvoicePayments: list by invoice, retrieve) and refunds of a payment
// (create for a PaymentIntent, retrieve, list by payment_intent), as Stripe's API has them.

import { invalidParam, missingParam, StripeError } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readHash,
  readInteger,
  readMetadata,
  readString,
} from '../form.mjs';
import { newId } from '../store.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../store.mjs').StripeObject} StripeObject */

const INVOICE_PAYMENT_STATUSES = ['canceled', 'open', 'paid'];
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** @type {Route[]} */
export const paymentRoutes = [
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'invoice', 'status', 'payment', 'created']);
      const invoice = readString(body.invoice, 'invoice');
      const status = readString(body.status, 'status');
      if (status !== undefined && !INVOICE_PAYMENT_STATUSES.includes(status))
        throw invalidParam('status', `Invalid status: must be one of ${INVOICE_PAYMENT_STATUSES.join(', ')}`);
      const payment = readHash(body.payment, 'payment');
      const paymentIntent = readString(payment?.payment_intent, 'payment[payment_intent]');
      const items = store.all(
        'invoice_payment',
        (p) =>
          (invoice === undefined || p.invoice === invoice) &&
          (status === undefined || p.status === status) &&
          (paymentIntent === undefined || p.payment.payment_intent === paymentIntent),
      );
      return store.renderList(items, { url: '/v1/invoice_payments', expand, ...listParams(body) });
    },
  },
  {
    method: 'GET',
    path: '/v1/invoice_payments/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('invoice_payment', params.id ?? ''), expand),
  },
  {
    method: 'POST',
    path: '/v1/refunds',
    handle({ body, expand }, { store, clock, webhooks }) {
      allowOnly(body, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'instructions_email']);
      if (body.charge !== undefined)
        throw invalidParam(
          'charge',
          'The local Stripe stand-in refunds by `payment_intent` (it keeps no Charge objects).',
        );
      const piId = readString(body.payment_intent, 'payment_intent');
      if (!piId) throw missingParam('payment_intent');
      const pi = store.get('payment_intent', piId, 'payment_intent');
      if (pi.status !== 'succeeded')
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
          param: 'payment_intent',
        });
      const refunded = store
        .all('refund', (r) => r.payment_intent === pi.id && r.status !== 'failed' && r.status !== 'canceled')
        .reduce((sum, r) => sum + r.amount, 0);
      const left = pi.amount_received - refunded;
      if (left <= 0)
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge for PaymentIntent ${pi.id} has already been refunded.`,
        });
      const amount = readInteger(body.amount, 'amount') ?? left;
      if (amount < 1 || amount > left)
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          param: 'amount',
        });
      const reason = readString(body.reason, 'reason') ?? null;
      if (reason !== null && !REFUND_REASONS.includes(reason))
        throw invalidParam('reason', `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`);
      const refund = store.insert({
        id: newId('re', 24),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: null,
        created: clock.now(),
        currency: pi.currency,
        destination_details: { card: { type: 'refund' }, type: 'card' },
        metadata: readMetadata(body.metadata),
        payment_intent: pi.id,
        reason,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      });
      webhooks.emit('refund.created', refund);
      return store.render(refund, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('refund', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'payment_intent', 'charge', 'created']);
      const paymentIntent = readString(body.payment_intent, 'payment_intent');
      const items = store.all(
        'refund',
        (r) => paymentIntent === undefined || r.payment_intent === paymentIntent,
      );
      return store.renderList(items, { url: '/v1/refunds', expand, ...listParams(body) });
    },
  },
];
