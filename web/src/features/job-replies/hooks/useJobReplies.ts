import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { replyKeys } from '../queryKeys';

/** A job's replies from the employer (`GET /api/jobs/{id}/replies`), newest first. */
export function useJobReplies(jobId: string) {
  return useQuery({
    queryKey: replyKeys.ofJob(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/replies', { signal, params: { path: { id: jobId } } })),
  });
}
