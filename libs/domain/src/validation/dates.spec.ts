import { describe, expect, it } from 'vitest';
import { ZIsoDate, ZIsoDateTime } from './dates.js';

describe('bounded dates', () => {
  it.each(['1900-01-01', '2026-11-23', '2024-02-29', '9999-12-31'])('accepts the date %s', (value) => {
    expect(ZIsoDate.safeParse(value).success).toBe(true);
  });

  it.each([
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
    '2023-02-29',
    '2026-13-01',
    '2026-1-1',
    '+010000-01-01',
    '',
  ])('refuses the date %j with one message', (value) => {
    const result = ZIsoDate.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid date']);
  });

  it.each(['1900-01-01T00:00:00.000Z', '2026-11-23T10:20:30Z', '9999-12-31T23:59:59.999Z'])(
    'accepts the date-time %s',
    (value) => {
      expect(ZIsoDateTime.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '0000-01-01T00:00:00.000Z',
    '1899-12-31T23:59:59.999Z',
    '2026-11-23',
    '2026-11-23T10:20:30+02:00',
    '+010000-01-01T00:00:00.000Z',
    'not a date',
  ])('refuses the date-time %j', (value) => {
    expect(ZIsoDateTime.safeParse(value).success).toBe(false);
  });
});
