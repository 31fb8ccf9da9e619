import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { POST_DELETE_FAILED } from '../blogMessages';
import { blogKeys } from '../queryKeys';

/** Deletes a post; every blog list and post refetches afterwards. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => {
      unwrap(
        await api.DELETE('/api/admin/blog/posts/{id}', {
          params: { path: { id: postId } },
        }),
      );
    },
    onSuccess: async (_nothing, postId) => {
      queryClient.removeQueries({ queryKey: blogKeys.admin(postId) });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) => {
      console.error(POST_DELETE_FAILED, error);
    },
  });
}
