import { PAGE_LIMITS } from '@hirerelay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { postsPageQuery } from '../blogPosts';
import { blogKeys } from './blogQueryKeys';

export type TAdminBlogPostsPage =
  ApiPaths['/api/admin/blog/posts']['get']['responses'][200]['content']['application/json'];
export type TAdminBlogPost = TAdminBlogPostsPage['items'][number];

/** The list's default page (libs/contracts). */
const PAGE_SIZE = PAGE_LIMITS.adminPosts.default;

/** Every post, drafts included, newest created first, a page at a time. */
export function useAdminBlogPosts() {
  return useInfiniteQuery({
    queryKey: blogKeys.adminList,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TAdminBlogPostsPage> => {
      const { data, error, response } = await api.GET('/api/admin/blog/posts', {
        signal,
        params: { query: postsPageQuery(pageParam, PAGE_SIZE) },
      });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
