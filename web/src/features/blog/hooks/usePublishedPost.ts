import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { blogKeys } from '../queryKeys';

export type TPublishedPost = ApiReply<'/api/blog/posts/{slug}', 'get'>;

/** One published post by its slug; a draft or unknown slug fails with a 404 ApiError. */
export function usePublishedPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.published(slug),
    queryFn: async ({ signal }): Promise<TPublishedPost> => {
      return unwrap(
        await api.GET('/api/blog/posts/{slug}', {
          params: { path: { slug } },
          signal,
        }),
      );
    },
  });
}
