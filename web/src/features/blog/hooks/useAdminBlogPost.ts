import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { blogKeys } from '../queryKeys';
import type { TAdminBlogPost } from './useAdminBlogPosts';

/** One post, draft or not, for the edit form; `null` id asks for nothing (a new post). */
export function useAdminBlogPost(postId: string | null) {
  return useQuery({
    queryKey: blogKeys.admin(postId ?? ''),
    enabled: postId !== null,
    queryFn: async ({ signal }): Promise<TAdminBlogPost> => {
      return unwrap(
        await api.GET('/api/admin/blog/posts/{id}', {
          params: { path: { id: postId ?? '' } },
          signal,
        }),
      );
    },
    // The form starts from what it loads; a refetch in the background must not look like an edit.
    refetchOnWindowFocus: false,
  });
}
