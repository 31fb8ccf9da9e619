import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode, FollowUpMessages } from '@hirerelay/contracts';
import type { FollowUpJob, FollowUpRecord } from './follow-up.repository.js';

const DAY_MS = 86_400_000;

/** Jobs applied (or whose last follow-up closed) at or before this time are due a follow-up. */
export const followUpCutoff = (now: Date, afterDays: number): Date =>
  new Date(now.getTime() - afterDays * DAY_MS);

/**
 * The Message-ID a follow-up is sent with: made by jobs, independent of the reply domain, so the
 * employer's answer can be matched to it by its In-Reply-To/References headers.
 */
export const followUpMessageId = (uuid: string = randomUUID()): string => `<followup-${uuid}@hirerelay>`;

/** Whether the job still takes a follow-up: Applied, no reply, follow-ups on. */
export const jobTakesFollowUps = (
  job: Pick<FollowUpJob, 'status' | 'lastReplyAt' | 'followUpsEnabled'>,
): boolean => job.status === 'Applied' && job.lastReplyAt === null && job.followUpsEnabled;

/**
 * A send or a skip acts on a due task of a job that still takes follow-ups: a task that is not the
 * job's is NOT_FOUND, one that was closed (or whose job replied, left Applied, was turned off
 * meanwhile) CONFLICT.
 */
export function refuseUnlessDue(
  task: FollowUpRecord | null,
  job: FollowUpJob,
): asserts task is FollowUpRecord {
  if (!task) throw new AppError(ErrorCode.NotFound, FollowUpMessages.followUpNotFound);
  if (task.state !== 'due' || !jobTakesFollowUps(job)) {
    throw new AppError(ErrorCode.Conflict, FollowUpMessages.followUpNotDue);
  }
}
