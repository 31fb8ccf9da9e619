import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export const siteConfigQueryKey = ['site-config'] as const;

/**
 * The site's public settings (`GET /api/site-config`), such as the text-to-apply number. They only
 * change with a deployment, so one fetch serves the whole visit.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/site-config', { signal });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
