import type { ApiReply, ApiQuery } from '../../lib/api/replies';

/** One page of `GET /api/jobs`: rows and the cursor of the next page. */
export type TJobsPage = ApiReply<'/api/jobs', 'get'>;
/** A row of the jobs table. */
export type TJobRow = TJobsPage['items'][number];
/** What the lookup read from a job's page, for the import dialog's review step. */
export type TLookedUpJob = ApiReply<'/api/jobs/lookup', 'post'>;
/** The query of `GET /api/jobs`. */
export type TJobsQuery = ApiQuery<'/api/jobs', 'get'>;
