import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TJobDetail } from '../jobDetailTypes';

/** How often a job is asked again while its resume's text is being read. */
const RESUME_TEXT_POLL_MS = 2_000;

/**
 * One job with its recruiters, documents and timeline (`GET /api/jobs/{id}`), the owner's or any for
 * staff. Fresh for a while: the live stream marks it stale when it changes, and a job the page's
 * address asked for beside the session check (pages/JobDetailPage.tsx) is not asked for again when
 * the page mounts a moment later.
 */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    staleTime: 30_000,
    // A resume's text is read in the background: asked again until it is (no live event says so).
    refetchInterval: (query: { state: { data?: TJobDetail } }) =>
      query.state.data?.documents.some((document) => document.textState === 'pending')
        ? RESUME_TEXT_POLL_MS
        : false,
    queryFn: async ({ signal }): Promise<TJobDetail> =>
      unwrap(await api.GET('/api/jobs/{id}', { signal, params: { path: { id: jobId } } })),
  });

export function useJob(jobId: string, enabled = true) {
  return useQuery({ ...jobQuery(jobId), enabled });
}
