import type { TTransaction } from '@hirerelay/contracts';
import type Stripe from 'stripe';
import type { InvoiceRecord } from './invoice.repository.js';

/** The subscription an invoice bills (API 2026: under `parent.subscription_details`). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription == null ? null : typeof subscription === 'string' ? subscription : subscription.id;
}

/**
 * A paid Stripe invoice → a Transaction row (amount in cents; described by its first line), with
 * Stripe's receipt addresses (hosted invoice page and PDF). Not refunded as far as this says.
 */
export function toInvoiceRecord(invoice: Stripe.Invoice, userId: string): InvoiceRecord {
  return {
    id: invoice.id!,
    userId,
    subscriptionId: subscriptionIdOfInvoice(invoice),
    status: invoice.status ?? 'paid',
    amount: invoice.amount_paid,
    currency: invoice.currency,
    description: invoice.description ?? invoice.lines.data[0]?.description ?? 'Subscription payment',
    hostedInvoiceUrl: webAddress(invoice.hosted_invoice_url),
    invoicePdfUrl: webAddress(invoice.invoice_pdf),
    refundedAt: null,
    createdAt: new Date(invoice.created * 1000),
  };
}

/** Only an http(s) address reaches the page as a link. */
function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A stored invoice → the Transaction the contracts carry. */
export function toTransaction(invoice: InvoiceRecord): TTransaction {
  return {
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    status: invoice.refundedAt ? 'refunded' : invoice.status,
    receiptUrl: invoice.hostedInvoiceUrl,
    receiptPdfUrl: invoice.invoicePdfUrl,
    amount: invoice.amount,
    currency: invoice.currency,
    description: invoice.description,
    createdAt: invoice.createdAt.toISOString(),
  };
}
