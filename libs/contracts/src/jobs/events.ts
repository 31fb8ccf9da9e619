import { z } from 'zod';
import { ZJobStatus } from '@hirerelay/domain';
import { defineEvent } from '../define.js';
import { ZRole } from '../identity/session.js';
import { ZSubmissionReceipt } from './detail.js';

/** A job was imported and saved: billing confirms the application it reserved for it. */
export const JobImportedEvent = defineEvent(
  'events.jobs.job-imported.v1',
  z.object({
    jobId: z.uuid(),
    userId: z.uuid(),
    /** The user's plan at import time (the job's subscription_type). */
    subscriptionType: z.string(),
    importedAt: z.iso.datetime(),
  }),
);

/**
 * What every job event says about the job, so consumers (the gateway's live stream filters by
 * `ownerId`: staff get every job's events, a user only their own; notifications writes e-mails)
 * never call back: the owner and the title and company for the text.
 */
const ZJobEventBase = z.object({
  jobId: z.uuid(),
  ownerId: z.uuid(),
  jobTitle: z.string(),
  company: z.string(),
});

/**
 * A chat message was posted. `unreadForOwner`/`unreadForStaff` are the job's counters after it, so
 * a badge can be set without asking.
 */
export const JobMessagePostedEvent = defineEvent(
  'events.jobs.message-posted.v1',
  ZJobEventBase.extend({
    messageId: z.uuid(),
    senderId: z.uuid(),
    senderRole: ZRole,
    text: z.string(),
    createdAt: z.iso.datetime(),
    unreadForOwner: z.number().int().nonnegative(),
    unreadForStaff: z.number().int().nonnegative(),
  }),
);

/**
 * A side read the other side's messages (the caller opened the Chat tab): every message of the
 * other side created at or before `readAt` is read. `readerRole` `admin` means staff read the
 * owner's messages (so no "unread for 15 minutes" e-mail is due for them).
 */
export const JobMessagesReadEvent = defineEvent(
  'events.jobs.messages-read.v1',
  ZJobEventBase.extend({
    readerId: z.uuid(),
    readerRole: ZRole,
    readAt: z.iso.datetime(),
    marked: z.number().int().positive(),
    unreadForOwner: z.number().int().nonnegative(),
    unreadForStaff: z.number().int().nonnegative(),
  }),
);

/**
 * Staff changed the job's status. `interviewAt` is the interview staff entered with Interview
 * Scheduled (null otherwise or when none); `timelineEntry` the entry it wrote (`Status changed to
 * …`), `receipt` the submission receipt written with a move to Applied (else null).
 */
export const JobStatusChangedEvent = defineEvent(
  'events.jobs.status-changed.v1',
  ZJobEventBase.extend({
    status: ZJobStatus,
    previousStatus: ZJobStatus,
    interviewAt: z.iso.datetime().nullable(),
    changedBy: z.uuid(),
    at: z.iso.datetime(),
    version: z.number().int().nonnegative(),
    receipt: ZSubmissionReceipt.nullable(),
  }),
);

/**
 * The job's fields, recruiters or documents changed (a staff edit, a document uploaded or removed,
 * Interview Secured, Done). Consumers re-read the job if they show it; `version` is the new one.
 */
export const JobUpdatedEvent = defineEvent(
  'events.jobs.job-updated.v1',
  ZJobEventBase.extend({
    version: z.number().int().nonnegative(),
    changedBy: z.uuid(),
    at: z.iso.datetime(),
  }),
);

/**
 * Staff deleted the job. `releaseApplication`: it never reached Applied, so billing gives its
 * application back to the period's quota (billing's consumer `billing-job-deleted`).
 */
export const JobDeletedEvent = defineEvent(
  'events.jobs.job-deleted.v1',
  ZJobEventBase.extend({
    deletedBy: z.uuid(),
    at: z.iso.datetime(),
    releaseApplication: z.boolean(),
  }),
);
