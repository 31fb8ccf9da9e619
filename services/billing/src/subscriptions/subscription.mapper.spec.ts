import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toSubscriptionMirror } from './subscription.mapper.js';

const USER = '00000000-0000-4000-8000-000000000001';
const start = 1_795_000_000;
const end = start + 30 * 86_400;

function subscription(
  price: Partial<Stripe.Price>,
  extra: Partial<Stripe.Subscription> = {},
): Stripe.Subscription {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    start_date: start,
    default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
    schedule: null,
    items: {
      data: [
        {
          current_period_start: start,
          current_period_end: end,
          price: { id: 'price_1', lookup_key: null, unit_amount: 4900, currency: 'usd', ...price },
        },
      ],
    },
    ...extra,
  } as unknown as Stripe.Subscription;
}

describe('toSubscriptionMirror', () => {
  it('names the plan by the price lookup key, with its quota, period, card and state', () => {
    const mirror = toSubscriptionMirror(
      subscription({ lookup_key: 'hirerelay_professional_monthly', unit_amount: 7500 }),
      USER,
      new Date(start * 1000),
    );
    expect(mirror).toMatchObject({
      id: 'sub_1',
      userId: USER,
      stripeCustomerId: 'cus_1',
      status: 'active',
      planId: 'professional',
      planName: 'Professional',
      priceId: 'price_1',
      unitAmount: 7500,
      quota: 25,
      currentPeriodStart: new Date(start * 1000),
      currentPeriodEnd: new Date(end * 1000),
      cancelAtPeriodEnd: false,
      cardBrand: 'visa',
      cardLast4: '4242',
      scheduledPriceId: null,
    });
  });

  it('takes a price the catalogue does not know for a Custom Plan, quota 10, at its own amount', () => {
    expect(
      toSubscriptionMirror(subscription({ lookup_key: 'legacy_price' }), USER, new Date()),
    ).toMatchObject({
      planId: null,
      planName: 'Custom Plan',
      quota: 10,
      unitAmount: 4900,
    });
  });

  it('leaves the card out when Stripe did not expand it', () => {
    const mirror = toSubscriptionMirror(
      subscription({}, { default_payment_method: 'pm_1' }),
      USER,
      new Date(),
    );
    expect([mirror.cardBrand, mirror.cardLast4]).toEqual([null, null]);
  });
});
