import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { followUpKeys } from '../queryKeys';

/** The job's follow-up tasks, a due one drafted (`GET /api/jobs/{id}/follow-ups`, staff). */
export function useJobFollowUps(jobId: string) {
  return useQuery({
    queryKey: followUpKeys.job(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/follow-ups', { signal, params: { path: { id: jobId } } })),
  });
}
