import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interviewAtOf, localDateTimeOf } from './interviewTime';

describe('interview time', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a stored instant on the staff member’s clock, and reads it back to the same instant', () => {
    const stored = '2026-12-01T15:30:00.000Z';
    expect(localDateTimeOf(stored)).toBe('2026-12-01T10:30');
    expect(interviewAtOf(localDateTimeOf(stored))).toBe(stored);
  });

  it('reads an empty or broken input as no interview time', () => {
    expect(interviewAtOf('')).toBeNull();
    expect(interviewAtOf('not a time')).toBeNull();
    expect(localDateTimeOf(null)).toBe('');
  });
});
