import { z } from 'zod';
import { ZChatMessage, ZIsoDateTime } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDetail, ZOutreachChannel } from './detail.js';

/**
 * `POST /api/jobs/{id}/outreach` (staff): which of the job's recruiters, the channel, the message
 * sent and when (now when left out).
 */
export const ZOutreachBody = z.strictObject({
  recruiterId: z.uuid(),
  channel: ZOutreachChannel,
  message: ZChatMessage,
  sentAt: ZIsoDateTime.optional(),
});
export type TOutreachBody = z.input<typeof ZOutreachBody>;

/**
 * Staff record outreach on a job whose plan at import (`subscription_type`) includes it
 * (Professional, Unlimited; else FORBIDDEN `JobsMessages.outreachNotInPlan`, whatever the UI
 * offered). The owner's timeline gains `Recruiter outreach sent to {name}`, the job's version moves
 * and `events.jobs.job-updated.v1` goes out. Answers the job as saved.
 */
export const RecordOutreachRpc = defineRpc(
  'jobs.outreach.record.v1',
  ZOutreachBody.extend({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobDetail,
);
