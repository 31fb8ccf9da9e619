import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { postsPageQuery, PUBLISHED_POSTS_PAGE_SIZE } from '../blogPosts';
import { blogKeys } from './blogQueryKeys';

export type TPublishedPostsPage =
  ApiPaths['/api/blog/posts']['get']['responses'][200]['content']['application/json'];
export type TPublishedPostSummary = TPublishedPostsPage['items'][number];

/** Published posts, newest first (the server's order), a page at a time. */
export function usePublishedPosts() {
  return useInfiniteQuery({
    queryKey: blogKeys.publishedList,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TPublishedPostsPage> => {
      const { data, error, response } = await api.GET('/api/blog/posts', {
        signal,
        params: { query: postsPageQuery(pageParam, PUBLISHED_POSTS_PAGE_SIZE) },
      });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
