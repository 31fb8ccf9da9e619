import type { TJobStatus } from '@hirerelay/domain';

/** Statuses that mean the application was submitted (every one after Saved, Withdrawn aside). */
const SUBMITTED_STATUSES: ReadonlySet<TJobStatus> = new Set([
  'Applied',
  'Interview Scheduled',
  'Interview Completed',
  'Offer Received',
  'Rejected',
]);

/**
 * A job deleted before it reached Applied gives its application back; once Applied it stays used. A
 * job reached Applied when it was ever moved there (`dateApplied` is set on the first move) or
 * stands at a status that only follows a submission; Withdrawn without a date applied was withdrawn
 * before anything was sent.
 */
export function returnsApplicationOnDelete(job: { status: TJobStatus; dateApplied: Date | null }): boolean {
  return job.dateApplied === null && !SUBMITTED_STATUSES.has(job.status);
}

/** What every job event says about the job (the owner for the live stream, the names for e-mails). */
export const jobEventBase = (job: { id: string; userId: string; title: string; company: string }) => ({
  jobId: job.id,
  ownerId: job.userId,
  jobTitle: job.title,
  company: job.company,
});
