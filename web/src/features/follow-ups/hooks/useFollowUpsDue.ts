import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { followUpKeys } from '../queryKeys';

/** The follow-ups due, oldest first, and how many (`GET /api/jobs/follow-ups`, staff). */
export function useFollowUpsDue() {
  return useQuery({
    queryKey: followUpKeys.due,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/follow-ups', { signal, params: { query: { limit: 200 } } })),
  });
}
