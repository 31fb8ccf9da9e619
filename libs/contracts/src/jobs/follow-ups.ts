import { z } from 'zod';
import { requiredText, ZEmail } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';
import { ZJobActor } from './job.js';

// Follow-ups (issue 29): a quiet application (Applied FOLLOW_UP_AFTER_DAYS ago, no reply) gets a
// follow-up task with a drafted nudge; staff edit and send it (from the owner's reply address) or
// skip it. At most two per job; none after a reply, when the job leaves Applied, or when the owner
// turned follow-ups off for the job.

/** The follow-up refusals and texts: this area's one table. */
export const FollowUpMessages = {
  /** Not in spec: a task that is not this job's. */
  followUpNotFound: 'Follow-up not found',
  /** Not in spec: sending or skipping a task that was sent, skipped or cancelled meanwhile. */
  followUpNotDue: 'This follow-up is no longer due.',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
} as const;

/** The owner's timeline line for a follow-up staff sent. */
export const timelineFollowUpSent = (recipient: string): string => `Follow-up sent to ${recipient}`;

/** The most follow-ups one job gets. */
export const MAX_FOLLOW_UPS_PER_JOB = 2;
export const MAX_FOLLOW_UP_SUBJECT_LENGTH = 200;
export const MAX_FOLLOW_UP_BODY_LENGTH = 5_000;

/** due: waiting for staff; sent; skipped (by staff); cancelled (a reply, the status left Applied, turned off). */
export const FOLLOW_UP_STATES = ['due', 'sent', 'skipped', 'cancelled'] as const;
export const ZFollowUpState = z.enum(FOLLOW_UP_STATES);
export type TFollowUpState = z.infer<typeof ZFollowUpState>;

/** A job's follow-up task as staff see it. */
export const ZFollowUp = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  sequence: z.number().int().min(1).max(MAX_FOLLOW_UPS_PER_JOB),
  state: ZFollowUpState,
  dueAt: z.iso.datetime(),
  /** The job's recruiter's e-mail when known; null: staff type it. */
  recipient: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** The Message-ID it was sent with (`<followup-{uuid}@hirerelay>`); null until sent. */
  messageId: z.string().nullable(),
  sentBy: z.uuid().nullable(),
  sentAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type TFollowUp = z.infer<typeof ZFollowUp>;

/** A due follow-up in the staff queue's "Follow-ups due" tab. */
export const ZFollowUpQueueRow = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  company: z.string(),
  sequence: z.number().int().min(1).max(MAX_FOLLOW_UPS_PER_JOB),
  dueAt: z.iso.datetime(),
  dateApplied: z.iso.datetime().nullable(),
  recipient: z.string().nullable(),
});
export type TFollowUpQueueRow = z.infer<typeof ZFollowUpQueueRow>;

export const FOLLOW_UP_LIST_LIMIT = { default: 50, max: 200 } as const;

/** `GET /api/jobs/follow-ups` (staff): the due follow-ups, oldest first, and how many are due. */
export const ZFollowUpListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOLLOW_UP_LIST_LIMIT.max)
    .default(FOLLOW_UP_LIST_LIMIT.default)
    .describe(`How many rows (1–${String(FOLLOW_UP_LIST_LIMIT.max)}).`),
});
export type TFollowUpListQuery = z.output<typeof ZFollowUpListQuery>;

export const ZFollowUpList = z.object({
  items: z.array(ZFollowUpQueueRow),
  /** Every due follow-up, not only the ones listed. */
  total: z.number().int().nonnegative(),
});
export type TFollowUpList = z.infer<typeof ZFollowUpList>;

/** Staff only: the due follow-ups of jobs that still qualify, oldest due first. */
export const ListFollowUpsRpc = defineRpc(
  'jobs.follow-up.list.v1',
  z.object({
    actor: ZJobActor,
    limit: z.number().int().min(1).max(FOLLOW_UP_LIST_LIMIT.max).default(FOLLOW_UP_LIST_LIMIT.default),
  }),
  ZFollowUpList,
  { idempotent: true },
);

/** A job's follow-ups (newest first; a due one is drafted on this first read) and whether they are on. */
export const ZJobFollowUps = z.object({
  enabled: z.boolean(),
  items: z.array(ZFollowUp),
});
export type TJobFollowUps = z.infer<typeof ZJobFollowUps>;

/** Staff only: the job's follow-up tasks for the workbench. */
export const GetJobFollowUpsRpc = defineRpc(
  'jobs.follow-up.get.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobFollowUps,
);

/** `POST /api/jobs/{id}/follow-ups/{followUpId}/send` (staff): the nudge as staff edited it. */
export const ZSendFollowUpBody = z.strictObject({
  recipient: ZEmail,
  subject: requiredText(FollowUpMessages.subjectRequired, MAX_FOLLOW_UP_SUBJECT_LENGTH),
  body: requiredText(FollowUpMessages.bodyRequired, MAX_FOLLOW_UP_BODY_LENGTH, 'multi-line'),
});
export type TSendFollowUpBody = z.input<typeof ZSendFollowUpBody>;

/**
 * Staff send a due follow-up: it is marked sent with a Message-ID jobs makes, the owner's timeline
 * gains `Follow-up sent to {recipient}`, and `events.jobs.follow-up-approved.v1` goes out
 * (notifications e-mails it from the owner's reply address). A task no longer due is CONFLICT.
 */
export const SendFollowUpRpc = defineRpc(
  'jobs.follow-up.send.v1',
  ZSendFollowUpBody.extend({ actor: ZJobActor, jobId: z.uuid(), followUpId: z.uuid() }),
  ZFollowUp,
);

/** Staff skip a due follow-up (nothing is sent); the next one, if any, counts from now. */
export const SkipFollowUpRpc = defineRpc(
  'jobs.follow-up.skip.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid(), followUpId: z.uuid() }),
  ZFollowUp,
);

/** `PUT /api/jobs/{id}/follow-ups` (the owner or staff). */
export const ZFollowUpsEnabledBody = z.strictObject({ enabled: z.boolean() });
export type TFollowUpsEnabledBody = z.infer<typeof ZFollowUpsEnabledBody>;
export const ZFollowUpsEnabled = z.object({ jobId: z.uuid(), enabled: z.boolean() });
export type TFollowUpsEnabled = z.infer<typeof ZFollowUpsEnabled>;

/**
 * The owner (or staff) turns automatic follow-ups on or off for a job; off cancels a due task.
 * Another user's job is NOT_FOUND.
 */
export const SetFollowUpsEnabledRpc = defineRpc(
  'jobs.follow-up.set-enabled.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid(), enabled: z.boolean() }),
  ZFollowUpsEnabled,
);

/**
 * Staff approved a follow-up: notifications sends it once, from the owner's reply address (their
 * name as the display name), to `recipient`, with `messageId` as its Message-ID. Staff-only
 * content; `followUpId` is the idempotency key.
 */
export const FollowUpApprovedEvent = defineEvent(
  'events.jobs.follow-up-approved.v1',
  z.object({
    followUpId: z.uuid(),
    jobId: z.uuid(),
    ownerId: z.uuid(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    messageId: z.string(),
    sentBy: z.uuid(),
    approvedAt: z.iso.datetime(),
  }),
);
