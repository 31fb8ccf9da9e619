import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { workbenchKeys } from '../queryKeys';

/** The application packet (`GET /api/jobs/{id}/packet`, staff): the job and its owner's profile. */
export function usePacket(jobId: string) {
  return useQuery({
    queryKey: workbenchKeys.packet(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/packet', { signal, params: { path: { id: jobId } } })),
  });
}
