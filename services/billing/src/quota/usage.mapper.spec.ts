import { describe, expect, it } from 'vitest';
import { toUsage } from './usage.mapper.js';

const period = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  periodStart: new Date('2026-11-01T00:00:00.000Z'),
  periodEnd: new Date('2026-12-01T00:00:00.000Z'),
  planQuota: 25,
  extraPacks: 0,
  used: 3,
  createdAt: new Date(),
};

describe('toUsage', () => {
  it('carries used of the plan quota and the period as ISO times', () => {
    expect(toUsage(period)).toEqual({
      used: 3,
      quota: 25,
      extraApplications: 0,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    });
  });

  it('adds 5 a pack to the quota', () => {
    expect(toUsage({ ...period, extraPacks: 2 })).toMatchObject({ quota: 35, extraApplications: 10 });
  });

  it('keeps the unlimited quota at 999, with nothing extra', () => {
    expect(toUsage({ ...period, planQuota: 999, extraPacks: 1 })).toMatchObject({
      quota: 999,
      extraApplications: 0,
    });
  });
});
