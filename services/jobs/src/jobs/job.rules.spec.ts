import { JOB_STATUSES } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { returnsApplicationOnDelete } from './job.rules.js';

describe('returnsApplicationOnDelete', () => {
  it('gives the application back for a job never moved to Applied, saved or withdrawn', () => {
    expect(returnsApplicationOnDelete({ status: 'Saved', dateApplied: null })).toBe(true);
    expect(returnsApplicationOnDelete({ status: 'Withdrawn', dateApplied: null })).toBe(true);
  });

  it.each(JOB_STATUSES)('keeps it once the job was applied, whatever it stands at now (%s)', (status) => {
    expect(returnsApplicationOnDelete({ status, dateApplied: new Date() })).toBe(false);
  });

  it.each(['Applied', 'Interview Scheduled', 'Interview Completed', 'Offer Received', 'Rejected'] as const)(
    'keeps it for a job at %s even without a date applied',
    (status) => {
      expect(returnsApplicationOnDelete({ status, dateApplied: null })).toBe(false);
    },
  );
});
