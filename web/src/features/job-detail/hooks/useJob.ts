import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TJobDetail } from '../jobDetailTypes';

/** One job with its recruiters, documents and timeline (`GET /api/jobs/{id}`), the owner's or any for staff. */
export function useJob(jobId: string, enabled = true) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    enabled,
    queryFn: async ({ signal }): Promise<TJobDetail> =>
      unwrap(await api.GET('/api/jobs/{id}', { signal, params: { path: { id: jobId } } })),
  });
}
