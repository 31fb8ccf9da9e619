import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { profileKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';

// Fetch a new link this long before the old one expires, so a click never lands on a dead one.
const RENEW_BEFORE_EXPIRY_MS = 30_000;
const MIN_RENEW_INTERVAL_MS = 10_000;

/** A short-lived download link for the user's resume, renewed before it expires. */
export function useResumeLink(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.resumeLink,
    enabled,
    queryFn: async ({ signal }) => {
      return unwrap(await api.GET('/api/profile/resume/link', { signal }));
    },
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : Number.NaN;
      if (Number.isNaN(expiresAt)) return false;
      return Math.max(expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS, MIN_RENEW_INTERVAL_MS);
    },
  });
}
