import type { ApiReply } from '../../lib/api/replies';

/** A job's fit analysis (`GET /api/jobs/{id}/fit`), for its owner and staff. */
export type TJobFit = ApiReply<'/api/jobs/{id}/fit', 'get'>;
export type TJobFitState = TJobFit['state'];
export type TJobFitFound = TJobFit['found'][number];
export type TJobFitMissing = TJobFit['missing'][number];
