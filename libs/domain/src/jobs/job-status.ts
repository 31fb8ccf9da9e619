/**
 * A job's statuses, in their order. Kept free of zod (the schema is in
 * validation/jobs.ts) so the SPA's jobs list can name them without loading zod.
 */
export const JOB_STATUSES = [
  'Saved',
  'Applied',
  'Interview Scheduled',
  'Interview Completed',
  'Offer Received',
  'Rejected',
  'Withdrawn',
] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];
/** A newly imported job starts as Saved. */
export const DEFAULT_JOB_STATUS: TJobStatus = 'Saved';
