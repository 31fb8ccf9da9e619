import { z } from 'zod';
import { ZJobDocumentType } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZResumeTextState } from '../identity/resume-text.js';
import { ZJobActor, ZJobRow } from './job.js';

/** A recruiter staff found for the job; the name reads `Unknown` until they know it. */
export const ZRecruiter = z.object({
  id: z.uuid(),
  name: z.string(),
  profileUrl: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TRecruiter = z.infer<typeof ZRecruiter>;

/**
 * Where a job document's bytes are: `profile-resume` refers to the owner's profile resume (a new
 * job's resume starts so; identity holds it), `upload` is a file stored for
 * this job in our object store. Both are ours, so both get a view link (a signed, short-lived one).
 */
export const JOB_DOCUMENT_SOURCES = ['profile-resume', 'upload'] as const;
export const ZJobDocumentSource = z.enum(JOB_DOCUMENT_SOURCES);
export type TJobDocumentSource = z.infer<typeof ZJobDocumentSource>;

/** A job's resume or cover letter. The object key never leaves the servers. */
export const ZJobDocument = z.object({
  type: ZJobDocumentType,
  source: ZJobDocumentSource,
  /** The uploaded file's (cleaned) name; null for the profile-resume reference. */
  fileName: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
  updatedAt: z.iso.datetime(),
  /**
   * A resume's text state (an upload's own, or the profile resume's; never the text itself); null
   * for a cover letter.
   */
  textState: ZResumeTextState.nullable(),
});
export type TJobDocument = z.infer<typeof ZJobDocument>;

/** A document as the submission receipt recorded it (which file was attached when applying). */
export const ZReceiptDocument = z.object({
  source: ZJobDocumentSource,
  fileName: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
});
export type TReceiptDocument = z.infer<typeof ZReceiptDocument>;

/**
 * The submission receipt: written when staff move a job to Applied, shown to the user on
 * the timeline. `resume`/`coverLetter` are null when none was attached; `submittedBy` is the staff
 * member (their name as their session gave it, when it had one).
 */
export const ZSubmissionReceipt = z.object({
  resume: ZReceiptDocument.nullable(),
  coverLetter: ZReceiptDocument.nullable(),
  appliedUrl: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  submittedBy: z.object({ userId: z.uuid(), name: z.string().nullable() }),
});
export type TSubmissionReceipt = z.infer<typeof ZSubmissionReceipt>;

/** A timeline entry: completed, current, or other (shown grey). */
export const TIMELINE_STATUSES = ['completed', 'current', 'other'] as const;
export const ZTimelineStatus = z.enum(TIMELINE_STATUSES);
export type TTimelineStatus = z.infer<typeof ZTimelineStatus>;

/** A line of the timeline, oldest first. A receipt entry (`Application submitted`) carries `receipt`. */
export const ZTimelineEntry = z.object({
  id: z.uuid(),
  event: z.string(),
  date: z.iso.datetime(),
  status: ZTimelineStatus,
  receipt: ZSubmissionReceipt.nullable(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

/** How staff reached a recruiter. */
export const OUTREACH_CHANNELS = ['email', 'linkedin'] as const;
export const ZOutreachChannel = z.enum(OUTREACH_CHANNELS, { error: 'Choose e-mail or LinkedIn' });
export type TOutreachChannel = z.infer<typeof ZOutreachChannel>;

/**
 * Recruiter outreach staff recorded, oldest first: the recruiter's name as it was, the
 * channel and when. `message` (what was sent) is staff's: null in the owner's view.
 */
export const ZOutreachEntry = z.object({
  id: z.uuid(),
  recruiterName: z.string(),
  channel: ZOutreachChannel,
  sentAt: z.iso.datetime(),
  message: z.string().nullable(),
});
export type TOutreachEntry = z.infer<typeof ZOutreachEntry>;

/**
 * The job detail page: the row plus the long fields and the lists. `unreadMessages`
 * counts the others' messages the caller has not read. `interviewAt` is the interview staff entered
 * when moving the job to Interview Scheduled (null when none). `version` goes back with a staff
 * edit (optimistic concurrency).
 */
export const ZJobDetail = ZJobRow.extend({
  description: z.string(),
  datePosted: z.string(),
  jobType: z.string(),
  salary: z.string(),
  appliedUrl: z.string().nullable(),
  dateReapplied: z.iso.datetime().nullable(),
  notes: z.string().nullable(),
  interviewAt: z.iso.datetime().nullable(),
  version: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
  recruiters: z.array(ZRecruiter),
  documents: z.array(ZJobDocument),
  timeline: z.array(ZTimelineEntry),
  outreach: z.array(ZOutreachEntry),
  /** The owner's "Follow up automatically" switch (issue 29; `PUT /api/jobs/{id}/follow-ups`). */
  followUpsEnabled: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

/**
 * `GET /api/jobs/{id}`: the owner or staff. Another user's job is FORBIDDEN
 * `You don't have permission to view this job`; an unknown one NOT_FOUND `Job not found`.
 */
export const GetJobRpc = defineRpc(
  'jobs.job.get.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobDetail,
  { idempotent: true },
);
