import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { aimToApplyBy, timeToApply } from './serviceLevel';

describe('service levels for the owner', () => {
  it('says when we aim to apply while the job is Saved, and nothing after', () => {
    const dueAt = '2026-11-29T15:15:00.000Z';
    expect(aimToApplyBy({ status: 'Saved', dueAt })).toBe(`We aim to apply by ${formatDateTime(dueAt)}`);
    expect(aimToApplyBy({ status: 'Saved', dueAt })).toMatch(
      /^We aim to apply by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(aimToApplyBy({ status: 'Applied', dueAt })).toBeNull();
  });

  it('says how long applying took once Applied', () => {
    expect(
      timeToApply({ dateReceived: '2026-11-27T10:00:00.000Z', dateApplied: '2026-11-28T12:30:00.000Z' }),
    ).toBe('Applied 1 d 2 h after import');
    expect(timeToApply({ dateReceived: '2026-11-27T10:00:00.000Z', dateApplied: null })).toBeNull();
  });
});
