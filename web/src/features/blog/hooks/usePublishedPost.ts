import { useQuery } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { blogKeys } from '../queryKeys';

export type TPublishedPost =
  ApiPaths['/api/blog/posts/{slug}']['get']['responses'][200]['content']['application/json'];

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
