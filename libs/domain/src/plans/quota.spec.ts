import { describe, expect, it } from 'vitest';
import { isImportingStatus, periodQuota, QUOTA_REFUSALS } from './quota.js';

describe('a period quota', () => {
  it('is the plan quota plus 5 a pack', () => {
    expect(periodQuota(10, 0)).toBe(10);
    expect(periodQuota(25, 2)).toBe(35);
  });

  it('stays unlimited (999) whatever packs were bought', () => {
    expect(periodQuota(999, 3)).toBe(999);
  });
});

describe('importing', () => {
  it('is open to active and trialing subscriptions only', () => {
    expect(
      ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'].map(isImportingStatus),
    ).toEqual([true, true, false, false, false, false]);
  });

  it("is refused with the import dialog's texts, the limit naming the quota", () => {
    expect(QUOTA_REFUSALS.limitReached.message(25)).toBe(
      "You've reached your monthly limit of 25 job imports. Please upgrade your plan to import more jobs.",
    );
    expect(QUOTA_REFUSALS.subscriptionRequired.title).toBe('Subscription Required');
    expect(QUOTA_REFUSALS.inactive.title).toBe('Inactive Subscription');
  });
});
