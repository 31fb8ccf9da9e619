import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateText, formatDateTime } from './dates';

// The browser's own zone for these tests: west of Greenwich, where reading a date-only value as
// local midnight shows the day before.
const ORIGINAL_TZ = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

describe('formatDate', () => {
  it('shows a day as Mon D, YYYY', () => {
    expect(formatDate('2026-11-27T08:57:09.000Z')).toBe('Nov 27, 2026');
    expect(formatDate(new Date(Date.UTC(2025, 4, 1)))).toBe('May 1, 2025');
  });

  it('keeps a date-only YYYY-MM-DD on its day in a negative-offset time zone', () => {
    expect(new Date('2026-10-31T00:00:00Z').getDate()).toBe(30); // the zone really is behind UTC
    expect(formatDate('2026-10-31')).toBe('Oct 31, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows a moment as Mon D, YYYY, h:mm AM in the viewer’s zone, without seconds', () => {
    // 16:57 UTC is 8:57 in the morning in Los Angeles (PST, UTC-8).
    expect(formatDateTime('2026-11-27T16:57:09.000Z')).toBe('Nov 27, 2026, 8:57 AM');
    expect(formatDateTime('2026-11-27T23:05:00.000Z')).toBe('Nov 27, 2026, 3:05 PM');
  });

  it('shows the day the viewer is in, not UTC’s', () => {
    expect(formatDateTime('2026-11-28T02:30:00.000Z')).toBe('Nov 27, 2026, 6:30 PM');
    expect(formatDateTime('2026-11-28T02:30:00.000Z', 'UTC')).toBe('Nov 28, 2026, 2:30 AM');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDateTime('2026-06-01T00:00:00.000Z', 'UTC')).toBe('Jun 1, 2026, 12:00 AM');
    expect(formatDateTime(Date.UTC(2026, 5, 1, 12, 7), 'UTC')).toBe('Jun 1, 2026, 12:07 PM');
  });

  it('shows a date-only value as its day, without inventing a time', () => {
    expect(formatDateTime('2026-10-31')).toBe('Oct 31, 2026');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatDateText (a date a job page gave as text)', () => {
  it('shows a readable date in the house style, on its own day', () => {
    expect(formatDateText('2026-10-31')).toBe('Oct 31, 2026');
    expect(formatDateText('2026-10-31T00:00:00-05:00')).toBe('Oct 31, 2026');
  });

  it('leaves any other text as it is', () => {
    expect(formatDateText('Waiting for admin input')).toBe('Waiting for admin input');
    expect(formatDateText('3 days ago')).toBe('3 days ago');
    expect(formatDateText(null)).toBe('');
  });
});
