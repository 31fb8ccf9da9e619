import type { ApiBody, ApiReply } from '../../lib/api/replies';

export type TFollowUpList = ApiReply<'/api/jobs/follow-ups', 'get'>;
export type TFollowUpRow = TFollowUpList['items'][number];
export type TJobFollowUps = ApiReply<'/api/jobs/{id}/follow-ups', 'get'>;
export type TFollowUp = TJobFollowUps['items'][number];
export type TSendFollowUpBody = ApiBody<'/api/jobs/{id}/follow-ups/{followUpId}/send', 'post'>;
