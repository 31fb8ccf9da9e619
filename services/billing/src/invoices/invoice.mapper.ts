import type { TTransaction } from '@hirerelay/contracts';
import type Stripe from 'stripe';
import type { InvoiceRecord } from './invoice.repository.js';

/** The subscription an invoice bills (API 2026: under `parent.subscription_details`). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription == null ? null : typeof subscription === 'string' ? subscription : subscription.id;
}

/** A paid Stripe invoice → a Transaction row (amount in cents; described by its first line). */
export function toInvoiceRecord(invoice: Stripe.Invoice, userId: string): InvoiceRecord {
  return {
    id: invoice.id!,
    userId,
    subscriptionId: subscriptionIdOfInvoice(invoice),
    status: invoice.status ?? 'paid',
    amount: invoice.amount_paid,
    currency: invoice.currency,
    description: invoice.description ?? invoice.lines.data[0]?.description ?? 'Subscription payment',
    createdAt: new Date(invoice.created * 1000),
  };
}

/** A stored invoice → the Transaction the contracts carry. */
export function toTransaction(invoice: InvoiceRecord): TTransaction {
  return {
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    status: invoice.status,
    amount: invoice.amount,
    currency: invoice.currency,
    description: invoice.description,
    createdAt: invoice.createdAt.toISOString(),
  };
}
