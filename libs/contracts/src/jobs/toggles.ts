import { z } from 'zod';
import { defineRpc } from '../define.js';
import { ZJobActor, ZJobRow } from './job.js';

/** `PUT /api/jobs/{id}/reviewed`: staff tick Done. */
export const ZReviewedBody = z.strictObject({ reviewed: z.boolean() });
export type TReviewedBody = z.infer<typeof ZReviewedBody>;

/** `PUT /api/jobs/{id}/interview-secured`: the owner or staff. */
export const ZInterviewSecuredBody = z.strictObject({ interviewSecured: z.boolean() });
export type TInterviewSecuredBody = z.infer<typeof ZInterviewSecuredBody>;

/** Staff only (FORBIDDEN otherwise); a job that does not exist is NOT_FOUND. Answers the row. */
export const SetJobReviewedRpc = defineRpc(
  'jobs.job.set-reviewed.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid(), reviewed: z.boolean() }),
  ZJobRow,
);

/** The owner or staff; another user's job is NOT_FOUND, as if it did not exist. Answers the row. */
export const SetInterviewSecuredRpc = defineRpc(
  'jobs.job.set-interview-secured.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid(), interviewSecured: z.boolean() }),
  ZJobRow,
);
