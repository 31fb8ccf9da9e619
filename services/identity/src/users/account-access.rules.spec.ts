import { describe, expect, it } from 'vitest';
import { HOUR_MS, hourlyCapReached, issuedWithin, startOfRollingHour } from './account-access.rules.js';

const now = new Date('2026-11-28T12:00:00.000Z');

describe('the account access rules', () => {
  it('count the caps over the rolling hour that ends now', () => {
    expect(startOfRollingHour(now).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(now.getTime() - startOfRollingHour(now).getTime()).toBe(HOUR_MS);
  });

  it('let the requests below the cap through and refuse from the cap on', () => {
    expect(hourlyCapReached(0, 3)).toBe(false);
    expect(hourlyCapReached(2, 3)).toBe(false);
    expect(hourlyCapReached(3, 3)).toBe(true);
    expect(hourlyCapReached(4, 3)).toBe(true);
  });

  it('hold a new link back while the last one is younger than the interval', () => {
    const tenMinutes = 10 * 60 * 1000;
    expect(issuedWithin(null, now, tenMinutes)).toBe(false);
    expect(issuedWithin(new Date(now.getTime() - tenMinutes + 1), now, tenMinutes)).toBe(true);
    expect(issuedWithin(new Date(now.getTime() - tenMinutes), now, tenMinutes)).toBe(false);
    // No interval: never held back.
    expect(issuedWithin(now, now, 0)).toBe(false);
  });
});
