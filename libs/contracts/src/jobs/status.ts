import { z } from 'zod';
import { ZHttpUrl, ZIsoDateTime, ZJobStatus } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDetail } from './detail.js';
import { JobsMessages } from './messages.js';

/**
 * What staff say about the submission when moving a job to Applied (the submission receipt): which
 * of the job's current documents went with the application (the receipt records each file as it
 * is now) and the address it was submitted at (stored as the job's applied URL too). All three are
 * required: a job is not Applied without them.
 */
export const ZSubmissionInput = z.strictObject({
  resumeAttached: z.boolean({ error: JobsMessages.submissionRequired }),
  coverLetterAttached: z.boolean({ error: JobsMessages.submissionRequired }),
  appliedUrl: z
    .string({ error: JobsMessages.appliedUrlRequired })
    .trim()
    .min(1, { error: JobsMessages.appliedUrlRequired })
    .pipe(ZHttpUrl),
});
export type TSubmissionInput = z.input<typeof ZSubmissionInput>;

/**
 * `POST /api/jobs/{id}/status` (staff): any status to any status. `interviewAt`, only
 * with Interview Scheduled, is the interview's date and time (it drives the calendar e-mail and
 * the reminder). `submission`, only with Applied and required with it, fills the receipt.
 */
export const ZJobStatusBody = z.strictObject({
  status: ZJobStatus,
  interviewAt: ZIsoDateTime.nullable().optional(),
  submission: ZSubmissionInput.optional(),
});
export type TJobStatusBody = z.input<typeof ZJobStatusBody>;

/**
 * Staff only (FORBIDDEN otherwise). The timeline gains `Status changed to {status}` (completed,
 * dated now), updated_at moves, dateApplied (and applied_by, the staff member) is set on the first
 * move to Applied and a move to Applied writes the receipt entry; Applied without `submission` is
 * VALIDATION `JobsMessages.submissionRequired`. `actorName` is the staff member's name from the session (for
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
