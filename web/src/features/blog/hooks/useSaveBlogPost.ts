import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlogPostForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { POST_SAVE_FAILED } from '../blogMessages';
import { blogKeys } from '../queryKeys';
import type { TAdminBlogPost } from './useAdminBlogPosts';

export interface TSavePost {
  /** The post to update, or null to create one. */
  postId: string | null;
  post: TBlogPostForm;
}

/** Creates or updates a post; every blog list and post refetches afterwards. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, post }: TSavePost): Promise<TAdminBlogPost> => {
      return unwrap(
        postId
          ? await api.PATCH('/api/admin/blog/posts/{id}', { params: { path: { id: postId } }, body: post })
          : await api.POST('/api/admin/blog/posts', { body: post }),
      );
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(blogKeys.admin(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) => {
      // The banner says so; the cause goes to the console.
      console.error(POST_SAVE_FAILED, error);
    },
  });
}
