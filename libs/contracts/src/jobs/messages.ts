import {
  MSG_FORBIDDEN,
  MSG_JOB_DUPLICATE,
  MSG_JOB_SAVE_FAILED,
  MSG_OUTREACH_NOT_IN_PLAN,
} from '@hirerelay/domain';

/**
 * User-visible messages of the jobs service: its one table. The three quota refusals pass through
 * from billing unchanged (BillingMessages); the link's and the fetch's texts are the lookup's
 * (libs/domain jobs: parseJobUrl, MSG_JOB_FETCH_FAILED). The texts the SPA shows too are libs/domain's
 * (job-texts.ts), which the SPA imports instead of this table; texts of a rule other than the jobs
 * service's own live beside it (IdempotencyMessages in ./idempotency.ts).
 */
export const JobsMessages = {
  duplicate: MSG_JOB_DUPLICATE,
  jobNotFound: 'Job not found',
  /** The staff rule's one text (libs/domain), as identity, content and the gateway use it. */
  staffOnly: MSG_FORBIDDEN,
  saveFailed: MSG_JOB_SAVE_FAILED,
  /** Opening another user's job. */
  noPermissionToView: "You don't have permission to view this job",
  /** Not in spec: a staff save based on an older version than the stored one (optimistic concurrency). */
  staleVersion: 'This job was changed by someone else. Reload to see the latest version.',
  /** Not in spec: the edit form's required fields. */
  titleRequired: 'Title is required',
  companyRequired: 'Company is required',
  /** Not in spec: an interview date belongs to the move to Interview Scheduled only. */
  interviewOnlyWhenScheduled: 'An interview date can only be set when the status is Interview Scheduled',
  /** Not in spec: the submission receipt belongs to the move to Applied only. */
  submissionOnlyWhenApplied: 'Submission details can only be given when the status is Applied',
  /** Not in spec: no resume / cover letter of that type on the job. */
  documentNotFound: 'Document not found',
  /** Not in spec: a stored object that is not one prepare-upload issued for this job and type. */
  documentKeyInvalid: 'This upload does not belong to this job document',
  /** Not in spec: the timeline entry of the submission receipt (moving to Applied). */
  timelineApplicationSubmitted: 'Application submitted',
  /** Applied needs the receipt's facts, the applied URL and the documents sent. */
  submissionRequired: 'To mark the job Applied, give the applied URL and the documents sent',
  appliedUrlRequired: 'Applied URL is required',
  /** Recruiter outreach on a job whose plan (at import) has none. */
  outreachNotInPlan: MSG_OUTREACH_NOT_IN_PLAN,
  /** Outreach to a recruiter the job does not list. */
  recruiterNotFound: 'Recruiter not found on this job',
  /** Not in spec: a claim lost to another staff member (the gateway names them: `claimedBy`). */
  alreadyClaimed: 'Another staff member has already claimed this job.',
  /** Not in spec: a job can only be assigned to a staff member. */
  assigneeNotStaff: 'Jobs can only be assigned to a staff member.',
  /** Not in spec: a draft that is not one of this job's. */
  draftNotFound: 'Draft not found',
  /** Not in spec: only a cover letter draft becomes the job's cover letter. */
  draftNotCoverLetter: 'Only a cover letter draft can be attached as the cover letter',
  /** Not in spec: marking a draft attached when the job's cover letter is not the stored draft. */
  draftNotStored: "The draft's PDF is not the job's cover letter. Attach it again.",
} as const;

/** The owner's timeline line for recruiter outreach staff recorded. */
export const timelineOutreachSent = (recruiterName: string): string =>
  `Recruiter outreach sent to ${recruiterName}`;

/** A claim lost to `name` (the loser sees who has the job). */
export const claimedBy = (name: string): string => `${name} has already claimed this job.`;

/** The timeline entry a status change writes. */
export const timelineStatusChanged = (status: string): string => `Status changed to ${status}`;

/** The delete dialog's question. */
export const confirmDeleteJob = (title: string, company: string): string =>
  `Are you sure you want to delete the job "${title}" at ${company}? This action cannot be undone.`;

/**
 * Why an import was refused, in the error's `fields.reason`, so the SPA picks the toast (and its
 * action) without reading the message: the three quota refusals (403) and a duplicate (409, with
 * the existing job's id in `fields.jobId`).
 */
export const IMPORT_REFUSAL_REASONS = {
  subscriptionRequired: 'subscription-required',
  subscriptionInactive: 'subscription-inactive',
  limitReached: 'limit-reached',
  duplicate: 'duplicate',
} as const;
export type TImportRefusalReason = (typeof IMPORT_REFUSAL_REASONS)[keyof typeof IMPORT_REFUSAL_REASONS];
