import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toInvoiceRecord, toTransaction } from './invoice.mapper.js';

const USER = '8f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function stripeInvoice(overrides: Partial<Stripe.Invoice> = {}): Stripe.Invoice {
  return {
    id: 'in_test_1',
    status: 'paid',
    amount_paid: 7500,
    currency: 'usd',
    description: null,
    created: 1_795_000_000,
    hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_abc',
    invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test_abc/pdf',
    parent: { subscription_details: { subscription: 'sub_1' } },
    lines: { data: [{ description: '1 × Professional' }] },
    ...overrides,
  } as unknown as Stripe.Invoice;
}

describe('a paid invoice in the Transaction History', () => {
  it("keeps Stripe's receipt page and PDF", () => {
    expect(toTransaction(toInvoiceRecord(stripeInvoice(), USER))).toEqual({
      id: 'in_test_1',
      subscriptionId: 'sub_1',
      status: 'paid',
      receiptUrl: 'https://invoice.stripe.com/i/acct_1/test_abc',
      receiptPdfUrl: 'https://pay.stripe.com/invoice/acct_1/test_abc/pdf',
      amount: 7500,
      currency: 'usd',
      description: '1 × Professional',
      createdAt: new Date(1_795_000_000_000).toISOString(),
    });
  });

  it('links nothing when Stripe gave no receipt, or an address that is not http(s)', () => {
    const record = toInvoiceRecord(
      stripeInvoice({ hosted_invoice_url: 'javascript:alert(1)', invoice_pdf: null }),
      USER,
    );
    expect(toTransaction(record)).toMatchObject({ receiptUrl: null, receiptPdfUrl: null });
  });

  it('reads refunded once billing refunded it', () => {
    const record = { ...toInvoiceRecord(stripeInvoice(), USER), refundedAt: new Date() };
    expect(toTransaction(record).status).toBe('refunded');
  });
});
