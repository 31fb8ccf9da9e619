import { describe, expect, it } from 'vitest';
import { formatDate } from './date.js';

describe('formatDate', () => {
  it("formats as 'Mon D, YYYY'", () => {
    expect(formatDate('2025-05-10')).toBe('May 10, 2025');
    expect(formatDate(new Date(Date.UTC(2024, 0, 1)))).toBe('Jan 1, 2024');
    expect(formatDate(Date.UTC(2023, 11, 31, 12))).toBe('Dec 31, 2023');
  });

  it('reads the date in UTC, whatever the local time zone', () => {
    expect(formatDate('2025-03-01T23:30:00-05:00')).toBe('Mar 2, 2025');
    expect(formatDate('2025-03-01T00:30:00+02:00')).toBe('Feb 28, 2025');
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
