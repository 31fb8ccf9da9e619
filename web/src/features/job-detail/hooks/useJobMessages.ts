import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/**
 * The job's chat (`GET /api/jobs/{id}/messages`), newest page first, earlier pages on demand; live
 * events ask for it again.
 */
export function useJobMessages(jobId: string) {
  return useInfiniteQuery({
    queryKey: jobKeys.messages(jobId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.GET('/api/jobs/{id}/messages', {
          signal,
          params: { path: { id: jobId }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
