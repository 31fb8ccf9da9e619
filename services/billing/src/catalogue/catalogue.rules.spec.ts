import { describe, expect, it } from 'vitest';
import { CATALOGUE, planOfPrice } from './catalogue.rules.js';

describe('the catalogue', () => {
  it('sells the three monthly plans and the one-time extra pack of 5 for $15', () => {
    expect(CATALOGUE.map((entry) => [entry.lookupKey, entry.unitAmount, entry.monthly])).toEqual([
      ['hirerelay_starter_monthly', 3000, true],
      ['hirerelay_professional_monthly', 7500, true],
      ['hirerelay_unlimited_monthly', 19900, true],
      ['hirerelay_extra_pack_5', 1500, false],
    ]);
  });

  it("knows a plan by its price's lookup key", () => {
    expect(planOfPrice('hirerelay_professional_monthly')).toEqual({
      planId: 'professional',
      planName: 'Professional',
      quota: 25,
    });
    expect(planOfPrice('hirerelay_unlimited_monthly').quota).toBe(999);
  });

  it('takes an unknown price for a Custom Plan with quota 10', () => {
    expect(planOfPrice('someone_elses_price')).toEqual({ planId: null, planName: 'Custom Plan', quota: 10 });
    expect(planOfPrice(null)).toEqual({ planId: null, planName: 'Custom Plan', quota: 10 });
  });
});
