import type { ApiPaths } from '../../lib/api/client';

/** One page of `GET /api/jobs`: rows and the cursor of the next page. */
export type TJobsPage = ApiPaths['/api/jobs']['get']['responses'][200]['content']['application/json'];
/** A row of the jobs table (spec 02 §3 Job, list shape). */
export type TJobRow = TJobsPage['items'][number];
/** What the lookup read from a job's page, for the import dialog's review step. */
export type TLookedUpJob =
  ApiPaths['/api/jobs/lookup']['post']['responses'][200]['content']['application/json'];
/** The query of `GET /api/jobs`. */
export type TJobsQuery = NonNullable<ApiPaths['/api/jobs']['get']['parameters']['query']>;
