import type { ApiReply } from '../../lib/api/replies';

/** A job's replies (`GET /api/jobs/{id}/replies`): the owner's view, and staff's with the suggestion. */
export type TJobReplies = ApiReply<'/api/jobs/{id}/replies', 'get'>;
export type TJobReply = TJobReplies['items'][number];
/** Staff's triage list (`GET /api/staff/replies/unmatched`). */
export type TUnmatchedRepliesPage = ApiReply<'/api/staff/replies/unmatched', 'get'>;
export type TUnmatchedReply = TUnmatchedRepliesPage['items'][number];
export type TReplyCandidateJobs = ApiReply<'/api/staff/replies/{replyId}/jobs', 'get'>;
