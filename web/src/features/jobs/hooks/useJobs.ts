import { PAGE_LIMITS } from '@hirerelay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import type { TJobsPage } from '../jobTypes';
import { jobsPageQuery, type JobsView } from '../jobsView';
import { jobKeys } from '../queryKeys';

/** The list's default page (libs/contracts). */
const PAGE_SIZE = PAGE_LIMITS.jobs.default;

/** The caller's jobs (every job for staff) in the view's filters and order, a page at a time. */
export function useJobs(view: JobsView) {
  return useInfiniteQuery({
    queryKey: jobKeys.list(view),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TJobsPage> =>
      unwrap(
        await api.GET('/api/jobs', { signal, params: { query: jobsPageQuery(view, pageParam, PAGE_SIZE) } }),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
