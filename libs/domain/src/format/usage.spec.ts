import { describe, expect, it } from 'vitest';
import { formatQuota, UNLIMITED_QUOTA, USAGE_ALERT_PERCENT, usagePercent } from './usage.js';

describe('usagePercent', () => {
  it('is used over quota, rounded', () => {
    expect(usagePercent(5, 10)).toBe(50);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(1, 999)).toBe(0);
    expect(usagePercent(5, 999)).toBe(1);
  });

  it('is capped at 100', () => {
    expect(usagePercent(10, 10)).toBe(100);
    expect(usagePercent(13, 10)).toBe(100);
  });

  it('is 0 without usage and 100 for usage against no quota', () => {
    expect(usagePercent(0, 25)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(3, 0)).toBe(100);
  });

  it('turns the ring red only above 90 percent', () => {
    expect(USAGE_ALERT_PERCENT).toBe(90);
    expect(usagePercent(9, 10) > USAGE_ALERT_PERCENT).toBe(false);
    expect(usagePercent(23, 25) > USAGE_ALERT_PERCENT).toBe(true);
  });
});

describe('formatQuota', () => {
  it("shows the unlimited plan's 999 as Unlimited", () => {
    expect(UNLIMITED_QUOTA).toBe(999);
    expect(formatQuota(999)).toBe('Unlimited');
  });

  it('shows other quotas as numbers', () => {
    expect(formatQuota(10)).toBe('10');
    expect(formatQuota(25)).toBe('25');
    expect(formatQuota(998)).toBe('998');
  });
});
