import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { postsPageQuery, PUBLISHED_POSTS_PAGE_SIZE } from '../blogPosts';
import { blogKeys } from '../queryKeys';

export type TPublishedPostsPage = ApiReply<'/api/blog/posts', 'get'>;
export type TPublishedPostSummary = TPublishedPostsPage['items'][number];

/** Published posts, newest first (the server's order), a page at a time. */
export function usePublishedPosts() {
  return useInfiniteQuery({
    queryKey: blogKeys.publishedList,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TPublishedPostsPage> => {
      return unwrap(
        await api.GET('/api/blog/posts', {
          signal,
          params: { query: postsPageQuery(pageParam, PUBLISHED_POSTS_PAGE_SIZE) },
        }),
      );
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
