import { describe, expect, it } from 'vitest';
import { toSubscriptionView } from './subscription-view.mapper.js';
import type { StoredSubscription } from './subscription.repository.js';

const start = new Date('2026-11-01T00:00:00.000Z');
const end = new Date('2026-12-01T00:00:00.000Z');

function stored(overrides: Partial<StoredSubscription> = {}): StoredSubscription {
  return {
    id: 'sub_1',
    userId: '00000000-0000-4000-8000-000000000001',
    stripeCustomerId: 'cus_1',
    status: 'active',
    planId: 'professional',
    planName: 'Professional',
    priceId: 'price_pro',
    unitAmount: 7500,
    currency: 'usd',
    quota: 25,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    scheduledPriceId: null,
    scheduledPlanId: null,
    scheduledAt: null,
    cardBrand: 'visa',
    cardLast4: '4242',
    startedAt: start,
    stripeUpdatedAt: start,
    createdAt: start,
    updatedAt: start,
    ...overrides,
  };
}

const usage = {
  used: 3,
  quota: 30,
  extraApplications: 5,
  periodStart: start.toISOString(),
  periodEnd: end.toISOString(),
};

describe('toSubscriptionView', () => {
  it('shows the plan, its price, the period, the usage with extra packs and the card', () => {
    expect(toSubscriptionView(stored(), usage, null)).toEqual({
      id: 'sub_1',
      status: 'active',
      priceId: 'price_pro',
      planId: 'professional',
      planName: 'Professional',
      planPrice: 7500,
      currency: 'usd',
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      jobQuota: 30,
      jobsUsed: 3,
      extraApplications: 5,
      paymentMethod: { brand: 'visa', last4: '4242' },
      scheduledChange: null,
      canBuyExtraPacks: true,
    });
  });

  it('names the scheduled plan and when it starts, and leaves out a card Stripe did not send', () => {
    const view = toSubscriptionView(
      stored({ scheduledPriceId: 'price_starter', scheduledAt: end, cardBrand: null, cardLast4: null }),
      usage,
      'Starter',
    );
    expect(view.scheduledChange).toEqual({ planName: 'Starter', at: '2026-12-01T00:00:00.000Z' });
    expect(view.paymentMethod).toBeNull();
  });

  it('sells extra packs only to active or trialing Starter and Professional subscribers', () => {
    const canBuy = (overrides: Partial<StoredSubscription>) =>
      toSubscriptionView(stored(overrides), usage, null).canBuyExtraPacks;
    expect(canBuy({ planId: 'starter' })).toBe(true);
    expect(canBuy({ status: 'trialing' })).toBe(true);
    expect(canBuy({ planId: 'unlimited', quota: 999 })).toBe(false);
    expect(canBuy({ planId: null, planName: 'Custom Plan' })).toBe(false);
    for (const status of ['past_due', 'canceled', 'incomplete', 'unpaid']) {
      expect(canBuy({ status }), status).toBe(false);
    }
  });
});
