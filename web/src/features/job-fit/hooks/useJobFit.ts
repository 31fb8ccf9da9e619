import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { fitRefetchInterval } from '../fitView';
import { fitKeys } from '../queryKeys';

/**
 * A job's fit (`GET /api/jobs/{id}/fit`, the owner or staff). jobs computes it off the request
 * path: while it answers `pending` the page asks again every few seconds, then stops.
 */
export function useJobFit(jobId: string) {
  return useQuery({
    queryKey: fitKeys.fit(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/fit', { signal, params: { path: { id: jobId } } })),
    refetchInterval: (query) => fitRefetchInterval(query.state.data),
  });
}
