import { describe, expect, it } from 'vitest';
import { formatMoneyFromCents } from '../format/money.js';
import { formatQuota } from '../format/usage.js';
import {
  planIncludesRecruiterOutreach,
  CUSTOM_PLAN,
  formatPlanApplications,
  formatPlanPrice,
  lowestPricedPlan,
  NO_SUBSCRIPTION_PLAN,
  PLAN_NAMES,
  PLAN_IDS,
  PLANS,
  planById,
  PRICE_PER_APPLICATION_CENTS,
} from './plans.js';

describe('plans', () => {
  it('are the three plans of the spec, in order', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    expect(
      PLANS.map((plan) => [plan.name, formatPlanPrice(plan), formatQuota(plan.monthlyApplications)]),
    ).toEqual([
      ['Starter', '$30', '10'],
      ['Professional', '$75', '25'],
      ['Unlimited', '$199', 'Unlimited'],
    ]);
  });

  it('marks only Professional as most popular, and gives recruiter outreach to the two larger plans', () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['professional']);
    expect(PLANS.filter((plan) => plan.recruiterOutreach).map((plan) => plan.id)).toEqual([
      'professional',
      'unlimited',
    ]);
    expect(PLANS.map((plan) => plan.speed)).toEqual(['Standard', 'Faster', 'Fastest']);
  });

  it('states the applications a month', () => {
    expect(PLANS.map(formatPlanApplications)).toEqual([
      '10 applications a month',
      '25 applications a month',
      'Unlimited applications',
    ]);
  });

  it('keeps cents in a price that has them', () => {
    const plan = { ...PLANS[0]!, monthlyPriceCents: 2999 };
    expect(formatPlanPrice(plan)).toBe('$29.99');
  });

  it('finds a plan by id, and nothing for an unknown id', () => {
    expect(planById('unlimited')?.name).toBe('Unlimited');
    expect(planById('enterprise')).toBeUndefined();
  });

  it('advertises $3.00 an application and plans from $30', () => {
    expect(formatMoneyFromCents(PRICE_PER_APPLICATION_CENTS)).toBe('$3.00');
    expect(lowestPricedPlan().id).toBe('starter');
  });
});

describe('accounts without a subscription', () => {
  it('show as Free with a quota of 25, listed first among the plan names', () => {
    expect(NO_SUBSCRIPTION_PLAN).toEqual({ name: 'Free', jobQuota: 25 });
    expect(PLAN_NAMES).toEqual(['Free', 'Starter', 'Professional', 'Unlimited', 'Custom Plan']);
  });
});

describe('recruiter outreach by the plan a job stores', () => {
  it('is part of Professional and Unlimited only', () => {
    expect(planIncludesRecruiterOutreach('Professional')).toBe(true);
    expect(planIncludesRecruiterOutreach('Unlimited')).toBe(true);
    expect(planIncludesRecruiterOutreach('Starter')).toBe(false);
    expect(planIncludesRecruiterOutreach(CUSTOM_PLAN.name)).toBe(false);
    expect(planIncludesRecruiterOutreach('Free')).toBe(false);
  });
});
