import { FEATURES_OF_EVERY_PLAN, PLANS } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparisonRows';

describe('comparisonRows', () => {
  const rows = comparisonRows();
  const row = (label: string) => rows.find((candidate) => candidate.label === label)?.values;

  it('gives each row one value per plan', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual(['Starter', 'Professional', 'Unlimited']);
    for (const { label, values } of rows) expect(values, label).toHaveLength(PLANS.length);
  });

  it('compares price, applications, turnaround and recruiter outreach as the plans state them', () => {
    expect(row('Monthly price')).toEqual(['$30/mo', '$75/mo', '$199/mo']);
    expect(row('Applications a month')).toEqual(['10', '25', 'Unlimited']);
    expect(row('Turnaround')).toEqual(['Standard', 'Faster', 'Fastest']);
    expect(row('Recruiter outreach')).toEqual([false, true, true]);
  });

  it('ends with what every plan includes, included in all three', () => {
    const shared = rows.slice(-FEATURES_OF_EVERY_PLAN.length);
    expect(shared.map(({ label }) => label)).toEqual([...FEATURES_OF_EVERY_PLAN]);
    for (const { values } of shared) expect(values).toEqual([true, true, true]);
  });
});
