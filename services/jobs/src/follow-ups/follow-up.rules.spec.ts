import { AppError, ErrorCode, FollowUpMessages } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import type { FollowUpJob, FollowUpRecord } from './follow-up.repository.js';
import { followUpCutoff, followUpMessageId, jobTakesFollowUps, refuseUnlessDue } from './follow-up.rules.js';

const job: FollowUpJob = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  title: 'Engineer',
  company: 'Acme',
  status: 'Applied',
  dateApplied: new Date('2026-11-01T00:00:00Z'),
  lastReplyAt: null,
  followUpsEnabled: true,
};
const task = { id: 'f', jobId: job.id, sequence: 1, state: 'due' } as FollowUpRecord;

describe('follow-up rules', () => {
  it('counts the cutoff N whole days back', () => {
    expect(followUpCutoff(new Date('2026-11-28T10:00:00Z'), 7).toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
  });

  it('makes a Message-ID of its own form, new each time', () => {
    expect(followUpMessageId('abc')).toBe('<followup-abc@hirerelay>');
    expect(followUpMessageId()).toMatch(/^<followup-[0-9a-f-]{36}@hirerelay>$/);
    expect(followUpMessageId()).not.toBe(followUpMessageId());
  });

  it('takes follow-ups only for an Applied job with no reply and the switch on', () => {
    expect(jobTakesFollowUps(job)).toBe(true);
    expect(jobTakesFollowUps({ ...job, status: 'Rejected' })).toBe(false);
    expect(jobTakesFollowUps({ ...job, lastReplyAt: new Date() })).toBe(false);
    expect(jobTakesFollowUps({ ...job, followUpsEnabled: false })).toBe(false);
  });

  it('refuses a missing task as not found and a closed one, or one of a replied job, as no longer due', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? { code: error.code, message: error.message } : error;
      }
      return null;
    };
    expect(refusal(() => refuseUnlessDue(null, job))).toEqual({
      code: ErrorCode.NotFound,
      message: FollowUpMessages.followUpNotFound,
    });
    const notDue = { code: ErrorCode.Conflict, message: FollowUpMessages.followUpNotDue };
    expect(refusal(() => refuseUnlessDue({ ...task, state: 'sent' }, job))).toEqual(notDue);
    expect(refusal(() => refuseUnlessDue(task, { ...job, lastReplyAt: new Date() }))).toEqual(notDue);
    expect(refusal(() => refuseUnlessDue(task, job))).toBeNull();
  });
});
