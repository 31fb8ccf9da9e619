import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN, NO_SUBSCRIPTION_PLAN } from '../plans/plans.js';
import { DEFAULT_SERVICE_LEVEL_HOURS, jobDueAt, planSpeed } from './service-level.js';

const importedAt = new Date('2026-03-07T22:15:00.000Z');

describe('service levels', () => {
  it('gives each plan the speed it sells', () => {
    expect(['Starter', 'Professional', 'Unlimited'].map(planSpeed)).toEqual([
      'Standard',
      'Faster',
      'Fastest',
    ]);
  });

  it('treats Custom Plan, Free and unknown names as Standard', () => {
    expect([CUSTOM_PLAN.name, NO_SUBSCRIPTION_PLAN.name, 'Gold', ''].map(planSpeed)).toEqual([
      'Standard',
      'Standard',
      'Standard',
      'Standard',
    ]);
  });

  it('is due 24, 48 and 72 calendar hours after import by default (across a DST change in the US)', () => {
    expect(DEFAULT_SERVICE_LEVEL_HOURS).toEqual({ Fastest: 24, Faster: 48, Standard: 72 });
    expect(jobDueAt('Unlimited', importedAt).toISOString()).toBe('2026-03-08T22:15:00.000Z');
    expect(jobDueAt('Professional', importedAt).toISOString()).toBe('2026-03-09T22:15:00.000Z');
    expect(jobDueAt('Starter', importedAt).toISOString()).toBe('2026-03-10T22:15:00.000Z');
    expect(jobDueAt(CUSTOM_PLAN.name, importedAt).toISOString()).toBe('2026-03-10T22:15:00.000Z');
  });

  it('uses the hours it is given', () => {
    const hours = { Fastest: 1, Faster: 2, Standard: 3 };
    expect(jobDueAt('Unlimited', importedAt, hours).toISOString()).toBe('2026-03-07T23:15:00.000Z');
    expect(jobDueAt('Starter', importedAt, hours).toISOString()).toBe('2026-03-08T01:15:00.000Z');
  });
});
