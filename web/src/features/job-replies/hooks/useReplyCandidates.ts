import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { replyKeys } from '../queryKeys';

/** The jobs of an unmatched reply's user it may be attached to (asked when staff open the choice). */
export function useReplyCandidates(replyId: string, enabled: boolean) {
  return useQuery({
    queryKey: replyKeys.candidates(replyId),
    enabled,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/staff/replies/{replyId}/jobs', { signal, params: { path: { replyId } } })),
  });
}
