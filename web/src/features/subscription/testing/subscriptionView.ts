import type { TSubscriptionView, TTransaction } from '../billingTypes';

/** An active Professional subscription, mid-period, paid by a Visa card; override what a test is about. */
export function subscriptionView(overrides: Partial<TSubscriptionView> = {}): TSubscriptionView {
  return {
    id: 'sub_test',
    status: 'active',
    priceId: 'price_professional',
    planId: 'professional',
    planName: 'Professional',
    planPrice: 7500,
    currency: 'usd',
    currentPeriodStart: '2026-11-10T12:00:00.000Z',
    currentPeriodEnd: '2026-12-10T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    jobQuota: 25,
    jobsUsed: 3,
    extraApplications: 0,
    paymentMethod: { brand: 'visa', last4: '4242' },
    scheduledChange: null,
    canBuyExtraPacks: true,
    ...overrides,
  };
}

/** A paid invoice of the Professional plan, with its receipt. */
export function transaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    id: 'in_test',
    subscriptionId: 'sub_test',
    status: 'paid',
    receiptUrl: 'https://invoice.stripe.com/i/acct_test/test_receipt',
    receiptPdfUrl: 'https://pay.stripe.com/invoice/acct_test/test_receipt/pdf',
    amount: 7500,
    currency: 'usd',
    description: 'Professional (monthly)',
    createdAt: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}
