import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TQueuePage } from '../queueTypes';
import { queueQueryOf, type QueueView } from '../queueView';

/** A day's screenful: the next rows load on demand (keyset pages, `nextCursor`). */
const PAGE_SIZE = 100;

/** Staff's work queue (`GET /api/jobs/queue`) for a view and its filters, page after page. */
export function useQueue(view: QueueView) {
  const query = queueQueryOf(view);
  return useInfiniteQuery({
    queryKey: jobKeys.queue(query),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ signal, pageParam }): Promise<TQueuePage> =>
      unwrap(
        await api.GET('/api/jobs/queue', {
          signal,
          params: { query: { ...query, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
