import type { ApiReply } from '../../lib/api/replies';
import type { TJobDetail } from '../job-detail/jobDetailTypes';
import type { TOutreachBody } from './hooks/useRecordOutreach';

/** Everything staff need to apply for a job (`GET /api/jobs/{id}/packet`). */
export type TApplicationPacket = ApiReply<'/api/jobs/{id}/packet', 'get'>;
/** Recruiter outreach staff recorded on a job. */
export type TOutreachEntry = TJobDetail['outreach'][number];
/** How staff reached a recruiter. */
export type TOutreachChannel = TOutreachBody['channel'];
/** A draft of the job's cover letter or recruiter outreach (`GET /api/jobs/{id}/drafts`, staff). */
export type TJobDraft = ApiReply<'/api/jobs/{id}/drafts', 'get'>['drafts'][number];
export type TJobDraftKind = TJobDraft['kind'];
