import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { replyKeys } from '../queryKeys';
import type { TUnmatchedRepliesPage } from '../repliesTypes';

const PAGE_SIZE = 20;

/** Staff's unmatched replies (`GET /api/staff/replies/unmatched`), oldest first, page after page. */
export function useUnmatchedReplies() {
  return useInfiniteQuery({
    queryKey: replyKeys.unmatched,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ signal, pageParam }): Promise<TUnmatchedRepliesPage> =>
      unwrap(
        await api.GET('/api/staff/replies/unmatched', {
          signal,
          params: { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
