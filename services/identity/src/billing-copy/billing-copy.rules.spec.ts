import { describe, expect, it } from 'vitest';
import {
  accountStatusAfter,
  adminBillingView,
  applySubscriptionChange,
  applyUsageChange,
  type BillingCopy,
  type TSubscriptionChange,
  type TUsageChange,
} from './billing-copy.rules.js';

const USER_ID = '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21';
const MARCH = { periodStart: '2026-03-01T00:00:00.000Z', periodEnd: '2026-04-01T00:00:00.000Z' };
const APRIL = { periodStart: '2026-04-01T00:00:00.000Z', periodEnd: '2026-05-01T00:00:00.000Z' };
const at = (time: string) => new Date(`2026-03-10T${time}Z`);

function subscription(overrides: Partial<TSubscriptionChange> = {}): TSubscriptionChange {
  return {
    userId: USER_ID,
    stripeCustomerId: 'cus_1',
    subscriptionId: 'sub_1',
    planId: 'professional',
    planName: 'Professional',
    status: 'active',
    quota: 25,
    ...MARCH,
    cancelAtPeriodEnd: false,
    startedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const usage = (overrides: Partial<TUsageChange> = {}): TUsageChange => ({
  userId: USER_ID,
  used: 3,
  quota: 25,
  ...MARCH,
  ...overrides,
});

/** Applies a sequence, failing the test if a step the sequence expects to apply is refused. */
function copyOf(...steps: ((copy: BillingCopy | null) => BillingCopy | null)[]): BillingCopy {
  let copy: BillingCopy | null = null;
  for (const step of steps) {
    const next = step(copy);
    if (!next) throw new Error('step refused');
    copy = next;
  }
  return copy!;
}

describe('subscription events', () => {
  it('copy every field of the event and remember when it was written', () => {
    const copy = applySubscriptionChange(null, subscription(), at('10:00:00'));
    expect(copy).toMatchObject({
      stripeCustomerId: 'cus_1',
      subscriptionId: 'sub_1',
      planId: 'professional',
      planName: 'Professional',
      subscriptionStatus: 'active',
      planQuota: 25,
      periodStart: new Date(MARCH.periodStart),
      periodEnd: new Date(MARCH.periodEnd),
      cancelAtPeriodEnd: false,
      startedAt: new Date('2026-02-01T10:00:00.000Z'),
      subscriptionAsOf: at('10:00:00'),
      used: null,
    });
  });

  it('never let an older event overwrite a newer one', () => {
    const newer = copyOf((c) =>
      applySubscriptionChange(c, subscription({ status: 'past_due' }), at('10:00:05')),
    );
    expect(applySubscriptionChange(newer, subscription({ status: 'active' }), at('10:00:04'))).toBeNull();
  });

  it('apply a later event, and one written in the same millisecond', () => {
    const first = copyOf((c) => applySubscriptionChange(c, subscription(), at('10:00:05')));
    expect(
      applySubscriptionChange(first, subscription({ cancelAtPeriodEnd: true }), at('10:00:05'))
        ?.cancelAtPeriodEnd,
    ).toBe(true);
    expect(
      applySubscriptionChange(first, subscription({ planName: 'Starter', quota: 10 }), at('10:00:06')),
    ).toMatchObject({ planName: 'Starter', planQuota: 10 });
  });

  it('keep the usage part as it is', () => {
    const copy = copyOf(
      (c) => applyUsageChange(c, usage({ used: 7 }), at('10:00:01')),
      (c) => applySubscriptionChange(c, subscription({ cancelAtPeriodEnd: true }), at('10:00:02')),
    );
    expect(copy).toMatchObject({ used: 7, usageQuota: 25, cancelAtPeriodEnd: true });
  });

  it('do not let the late end of an earlier subscription hide the running one', () => {
    const running = copyOf((c) =>
      applySubscriptionChange(c, subscription({ subscriptionId: 'sub_2' }), at('10:00:01')),
    );
    expect(applySubscriptionChange(running, subscription({ status: 'canceled' }), at('10:00:02'))).toBeNull();
    // The running one ending is its own news.
    expect(
      applySubscriptionChange(
        running,
        subscription({ subscriptionId: 'sub_2', status: 'canceled' }),
        at('10:00:02'),
      )?.subscriptionStatus,
    ).toBe('canceled');
  });
});

describe('usage events', () => {
  it('take the later count of a period, never the earlier one', () => {
    const copy = copyOf((c) => applyUsageChange(c, usage({ used: 4 }), at('10:00:02')));
    expect(applyUsageChange(copy, usage({ used: 3 }), at('10:00:01'))).toBeNull();
    expect(applyUsageChange(copy, usage({ used: 3 }), at('10:00:03'))).toMatchObject({ used: 3 });
  });

  it('after a renewal, ignore a count of the previous period however late it was written', () => {
    const renewed = copyOf(
      (c) => applyUsageChange(c, usage({ used: 9 }), at('10:00:01')),
      (c) => applyUsageChange(c, usage({ ...APRIL, used: 0 }), at('10:00:02')),
    );
    expect(applyUsageChange(renewed, usage({ used: 8 }), at('10:00:03'))).toBeNull();
  });

  it('take a new period even when its event was written before the last count of the old one', () => {
    const old = copyOf((c) => applyUsageChange(c, usage({ used: 8 }), at('10:00:05')));
    expect(applyUsageChange(old, usage({ ...APRIL, used: 0 }), at('10:00:04'))).toMatchObject({
      used: 0,
      usagePeriodStart: new Date(APRIL.periodStart),
    });
  });
});

describe('the admin view', () => {
  it('show Free, quota 25, nothing used and no date without a copy', () => {
    expect(adminBillingView(null)).toEqual({
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      subscriptionDate: null,
    });
  });

  it('show the plan, the period quota (extra packs included), used and the start date', () => {
    const copy = copyOf(
      (c) => applySubscriptionChange(c, subscription(), at('10:00:01')),
      (c) => applyUsageChange(c, usage({ used: 27, quota: 30 }), at('10:00:02')),
    );
    expect(adminBillingView(copy)).toEqual({
      plan: 'Professional',
      jobQuota: 30,
      jobsUsed: 27,
      subscriptionDate: new Date('2026-02-01T10:00:00.000Z'),
    });
  });

  it('show the plan while payment is past due, and Free once the subscription has ended', () => {
    const pastDue = copyOf((c) =>
      applySubscriptionChange(c, subscription({ status: 'past_due' }), at('10:00:01')),
    );
    expect(adminBillingView(pastDue).plan).toBe('Professional');
    for (const status of ['canceled', 'incomplete_expired']) {
      const ended = copyOf((c) => applySubscriptionChange(c, subscription({ status }), at('10:00:01')));
      expect(adminBillingView(ended)).toEqual({
        plan: 'Free',
        jobQuota: 25,
        jobsUsed: 0,
        subscriptionDate: null,
      });
    }
  });

  it('show nothing used of the plan quota when the renewal arrived before its new count', () => {
    const copy = copyOf(
      (c) => applyUsageChange(c, usage({ used: 9, quota: 30 }), at('10:00:01')),
      (c) => applySubscriptionChange(c, subscription(APRIL), at('10:00:02')),
    );
    expect(adminBillingView(copy)).toMatchObject({ jobQuota: 25, jobsUsed: 0 });
  });

  it('show usage of the period only, until the subscription event arrives', () => {
    const copy = copyOf((c) => applyUsageChange(c, usage(), at('10:00:01')));
    expect(adminBillingView(copy).plan).toBe('Free');
  });
});

describe('the account status', () => {
  const byBilling = (status: 'active' | 'pending' | 'cancelled' | 'unpaid') => ({
    status,
    statusSetBy: null,
  });
  const byStaff = (status: 'active' | 'pending' | 'cancelled' | 'unpaid') => ({
    status,
    statusSetBy: '7c1f3f2e-1111-4222-8333-944445555667',
  });

  it('moves active to unpaid when the subscription falls behind', () => {
    expect(accountStatusAfter(byBilling('active'), 'active', 'past_due')).toBe('unpaid');
    expect(accountStatusAfter(byBilling('active'), null, 'unpaid')).toBe('unpaid');
    expect(accountStatusAfter(byStaff('active'), 'active', 'past_due')).toBe('unpaid');
  });

  it('moves an unpaid that billing set back to active when paid', () => {
    expect(accountStatusAfter(byBilling('unpaid'), 'past_due', 'active')).toBe('active');
    expect(accountStatusAfter(byBilling('unpaid'), null, 'trialing')).toBe('active');
  });

  it('leaves an unpaid that staff set', () => {
    expect(accountStatusAfter(byStaff('unpaid'), 'past_due', 'active')).toBeNull();
  });

  it('leaves an active that staff set during arrears until the next failure', () => {
    expect(accountStatusAfter(byStaff('active'), 'past_due', 'past_due')).toBeNull();
    expect(accountStatusAfter(byStaff('active'), 'past_due', 'unpaid')).toBeNull();
  });

  it('never moves pending or cancelled', () => {
    for (const status of ['pending', 'cancelled'] as const) {
      for (const [before, after] of [
        ['active', 'past_due'],
        ['past_due', 'active'],
      ] as const) {
        expect(accountStatusAfter(byStaff(status), before, after)).toBeNull();
        expect(accountStatusAfter(byBilling(status), before, after)).toBeNull();
      }
    }
  });

  it('leaves the status when the subscription ends or changes without a payment event', () => {
    expect(accountStatusAfter(byBilling('unpaid'), 'past_due', 'canceled')).toBeNull();
    expect(accountStatusAfter(byBilling('active'), 'active', 'canceled')).toBeNull();
    expect(accountStatusAfter(byBilling('active'), null, 'incomplete')).toBeNull();
  });
});
