import type { ApiBody, ApiReply } from '../../lib/api/replies';

// The job detail's shapes, as the gateway's OpenAPI document describes what it answers and takes.
export type { TJobDocumentType } from '@hirerelay/domain';

/** A job as its page shows it (`GET /api/jobs/{id}`). */
export type TJobDetail = ApiReply<'/api/jobs/{id}', 'get'>;
/** A line of the timeline, oldest first; a receipt entry carries the submission receipt. */
export type TTimelineEntry = TJobDetail['timeline'][number];
/** What staff recorded when moving a job to Applied. */
export type TSubmissionReceipt = NonNullable<TTimelineEntry['receipt']>;
/** The job's resume or cover letter. */
export type TJobDocument = TJobDetail['documents'][number];
/** Staff's Save all changes. */
export type TJobUpdateBody = ApiBody<'/api/jobs/{id}', 'patch'>;
/** Staff's status change. */
export type TJobStatusBody = ApiBody<'/api/jobs/{id}/status', 'post'>;
