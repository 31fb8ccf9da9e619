import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useAfterFirstPaint } from '../../../lib/afterFirstPaint';
import { unwrap } from '../../../lib/api/unwrap';
import { siteConfigKeys } from '../queryKeys';

/**
 * The site's public settings (`GET /api/site-config`), such as the text-to-apply number. They only
 * change with a deployment, so one fetch serves the whole visit, made once the first screen is
 * painted (the pages show fallback words until then).
 */
export function useSiteConfig() {
  const afterFirstPaint = useAfterFirstPaint();
  return useQuery({
    enabled: afterFirstPaint,
    queryKey: siteConfigKeys.config,
    queryFn: async ({ signal }) => {
      return unwrap(await api.GET('/api/site-config', { signal }));
    },
    staleTime: Infinity,
  });
}
