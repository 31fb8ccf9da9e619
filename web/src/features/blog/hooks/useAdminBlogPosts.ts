import { PAGE_LIMITS } from '@hirerelay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { postsPageQuery } from '../blogPosts';
import { blogKeys } from '../queryKeys';

export type TAdminBlogPostsPage = ApiReply<'/api/admin/blog/posts', 'get'>;
export type TAdminBlogPost = TAdminBlogPostsPage['items'][number];

/** The list's default page (libs/contracts). */
const PAGE_SIZE = PAGE_LIMITS.adminPosts.default;

/** Every post, drafts included, newest created first, a page at a time. */
export function useAdminBlogPosts() {
  return useInfiniteQuery({
    queryKey: blogKeys.adminList,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TAdminBlogPostsPage> => {
      return unwrap(
        await api.GET('/api/admin/blog/posts', {
          signal,
          params: { query: postsPageQuery(pageParam, PAGE_SIZE) },
        }),
      );
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
