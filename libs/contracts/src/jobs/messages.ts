import { MSG_FORBIDDEN } from '@hirerelay/domain';

/**
 * User-visible messages of the jobs service: its one table. The three quota refusals pass through
 * from billing unchanged (BillingMessages); the link's and the fetch's texts are the lookup's
 * (libs/domain jobs: parseJobUrl, MSG_JOB_FETCH_FAILED).
 */
export const JobsMessages = {
  duplicate: 'You have already imported this job.',
  jobNotFound: 'Job not found',
  /** The staff rule's one text (libs/domain), as identity, content and the gateway use it. */
  staffOnly: MSG_FORBIDDEN,
  saveFailed: 'Failed to save job. Please try again.',
} as const;

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
