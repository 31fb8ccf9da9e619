import { z } from 'zod';
import { ZJobStatus } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import type { PageLimits } from '../page-limits.js';
import { ZReplyKind } from '../notifications/replies.js';
import { ZJobActor } from './job.js';
import { ZJobOwner } from './list.js';

/**
 * An employer's reply on a job (issue 29), as jobs stored it from
 * `events.notifications.reply-received.v1`. The owner and staff read the text (never HTML: the
 * message's own part, its signature, and the quoted history for the page to fold away) and its
 * kind; `suggestion` (the status the reply suggests, its evidence and whether staff confirmed or
 * dismissed it) is staff-only and absent for the owner.
 */
export const ZReplySuggestionState = z.enum(['pending', 'confirmed', 'dismissed']);
export type TReplySuggestionState = z.infer<typeof ZReplySuggestionState>;

export const ZReplySuggestion = z.object({
  status: ZJobStatus,
  evidence: z.string(),
  confidence: z.number(),
  state: ZReplySuggestionState,
});
export type TReplySuggestion = z.infer<typeof ZReplySuggestion>;

const ZReplySender = z.object({ name: z.string(), address: z.string() });

export const ZJobReply = z.object({
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  from: ZReplySender,
  subject: z.string(),
  receivedAt: z.iso.datetime(),
  body: z.string(),
  signature: z.string(),
  quoted: z.string(),
  kind: ZReplyKind,
  attachments: z.array(
    z.object({ filename: z.string().nullable(), mimeType: z.string(), size: z.number().int() }),
  ),
  suggestion: ZReplySuggestion.nullable()
    .optional()
    .describe('Staff only: the suggested status (null when the reply suggests none).'),
  match: z
    .object({ rule: z.string(), reason: z.string() })
    .nullable()
    .optional()
    .describe('Staff only: how the reply was matched to the job.'),
});
export type TJobReply = z.infer<typeof ZJobReply>;

/** The most replies one job page shows (newest first). */
export const JOB_REPLIES_LIMIT = 100;

export const ZJobReplies = z.object({ items: z.array(ZJobReply) });
export type TJobReplies = z.infer<typeof ZJobReplies>;

const ZJobRef = z.object({ actor: ZJobActor, jobId: z.uuid() });
const ZJobReplyRef = ZJobRef.extend({ replyId: z.uuid() });

/** The owner and staff (another user FORBIDDEN, an unknown job NOT_FOUND, as the job itself). */
export const ListJobRepliesRpc = defineRpc('jobs.reply.list.v1', ZJobRef, ZJobReplies, { idempotent: true });

/**
 * Staff only: applies the reply's suggested status through the job's status change (same rules,
 * timeline line, event) and marks the suggestion confirmed; a suggestion already handled is CONFLICT.
 * `actorName` is the staff member's name (the gateway fills it).
 */
export const ConfirmJobReplyRpc = defineRpc(
  'jobs.reply.confirm.v1',
  ZJobReplyRef.extend({ actorName: z.string().max(200).nullable().optional() }),
  ZJobReply,
);

/** Staff only: the suggestion is dismissed; the job is unchanged. */
export const DismissJobReplyRpc = defineRpc('jobs.reply.dismiss.v1', ZJobReplyRef, ZJobReply);

/** GET /api/staff/replies/unmatched: oldest first. */
export const UNMATCHED_REPLIES_PAGE_LIMITS = { default: 20, max: 100 } as const satisfies PageLimits;

/** A reply no job matched, on staff's triage list; the gateway adds `user` (identity's name and e-mail). */
export const ZUnmatchedReply = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  from: ZReplySender,
  subject: z.string(),
  receivedAt: z.iso.datetime(),
  body: z.string(),
  kind: ZReplyKind,
  suggestedStatus: ZJobStatus.nullable(),
});
export type TUnmatchedReply = z.infer<typeof ZUnmatchedReply>;

export const ZUnmatchedRepliesQuery = ZPageQuery(UNMATCHED_REPLIES_PAGE_LIMITS);
export type TUnmatchedRepliesQuery = z.infer<typeof ZUnmatchedRepliesQuery>;

/** Staff only. `total`: how many wait (the queue's badge). */
export const ListUnmatchedRepliesRpc = defineRpc(
  'jobs.reply.list-unmatched.v1',
  ZPageRequest(UNMATCHED_REPLIES_PAGE_LIMITS).extend({ actor: ZJobActor }),
  ZPage(ZUnmatchedReply).extend({ total: z.number().int().nonnegative() }),
  { idempotent: true },
);

/** The HTTP page: each row with the reply's user as the queue shows owners (null when unknown). */
export const ZUnmatchedRepliesPage = ZPage(
  ZUnmatchedReply.extend({ user: ZJobOwner.nullable().describe('The user, null when unknown.') }),
).extend({ total: z.number().int().nonnegative() });
export type TUnmatchedRepliesPage = z.infer<typeof ZUnmatchedRepliesPage>;

/** The jobs an unmatched reply may be attached to: its user's, newest first. */
export const ZReplyCandidateJobs = z.object({
  items: z.array(z.object({ id: z.uuid(), title: z.string(), company: z.string(), status: ZJobStatus })),
});
export type TReplyCandidateJobs = z.infer<typeof ZReplyCandidateJobs>;

/** Staff only: the reply's user's jobs (the latest REPLY_CANDIDATES_LIMIT). */
export const ListReplyCandidateJobsRpc = defineRpc(
  'jobs.reply.candidate-jobs.v1',
  z.object({ actor: ZJobActor, replyId: z.uuid() }),
  ZReplyCandidateJobs,
  { idempotent: true },
);

/** The latest jobs of a user a reply is matched against (and staff choose among). */
export const REPLY_CANDIDATES_LIMIT = 500;

export const ZAssignReplyBody = z.strictObject({ jobId: z.uuid() });
export type TAssignReplyBody = z.input<typeof ZAssignReplyBody>;

/**
 * Staff only: attaches an unmatched reply to one of its user's jobs, which then behaves as a match
 * (timeline line, the job's last reply time, its suggestion pending). Another user's job is
 * VALIDATION; a reply no longer open is CONFLICT.
 */
export const AssignReplyRpc = defineRpc(
  'jobs.reply.assign.v1',
  ZAssignReplyBody.extend({ actor: ZJobActor, replyId: z.uuid() }),
  ZJobReply,
);

/** Staff only: takes an unmatched reply off the triage list without a job. */
export const DismissUnmatchedReplyRpc = defineRpc(
  'jobs.reply.dismiss-unmatched.v1',
  z.object({ actor: ZJobActor, replyId: z.uuid() }),
  ZJobReply,
);

/**
 * Refusals and texts of the replies feature the web never imports (it shows the server's message):
 * kept out of JobsMessages, which rides whole in the job page's first load.
 */
export const JobRepliesMessages = {
  replyNotFound: 'Reply not found',
  suggestionHandled: 'This suggestion was already confirmed or dismissed.',
  noSuggestion: 'This reply suggests no status.',
  replyNotOpen: 'This reply is no longer waiting on the unmatched list.',
  jobOfAnotherUser: "This job belongs to another user: choose one of the reply's user's jobs.",
} as const;

/** The owner's timeline line for a reply matched to the job (the sender's name, else address). */
export const timelineReplyReceived = (sender: string, kindLabel: string): string =>
  `Reply from ${sender}: ${kindLabel}`;
