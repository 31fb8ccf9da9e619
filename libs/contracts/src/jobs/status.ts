import { z } from 'zod';
import { ZIsoDateTime, ZJobStatus, ZOptionalHttpUrl } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDetail } from './detail.js';

/**
 * What staff say about the submission when moving a job to Applied (the submission receipt): which
 * of the job's current documents went with the application (the receipt records each file as it
 * is now) and the address it was submitted at (stored as the job's applied URL too; the job's
 * applied URL, else its URL, when left out).
 */
export const ZSubmissionInput = z.strictObject({
  resumeAttached: z.boolean().default(true),
  coverLetterAttached: z.boolean().default(true),
  appliedUrl: ZOptionalHttpUrl.optional(),
});
export type TSubmissionInput = z.input<typeof ZSubmissionInput>;

/**
 * `POST /api/jobs/{id}/status` (staff): any status to any status (spec 02 §4). `interviewAt`, only
 * with Interview Scheduled, is the interview's date and time (it drives the calendar e-mail and
 * the reminder). `submission`, only with Applied, fills the receipt (defaults when left out).
 */
export const ZJobStatusBody = z.strictObject({
  status: ZJobStatus,
  interviewAt: ZIsoDateTime.nullable().optional(),
  submission: ZSubmissionInput.optional(),
});
export type TJobStatusBody = z.input<typeof ZJobStatusBody>;

/**
 * Staff only (FORBIDDEN otherwise). The timeline gains `Status changed to {status}` (completed,
 * dated now), updated_at moves, dateApplied is set on the first move to Applied and a move to
 * Applied writes the receipt entry. `actorName` is the staff member's name from the session (for
 * the receipt); the gateway fills it, never the body. Answers the job as saved.
 */
export const ChangeJobStatusRpc = defineRpc(
  'jobs.job.change-status.v1',
  ZJobStatusBody.extend({
    actor: ZJobActor,
    actorName: z.string().max(200).nullable().optional(),
    jobId: z.uuid(),
  }),
  ZJobDetail,
);
