import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { followUpKeys } from '../queryKeys';

/** Skips a due follow-up (nothing is sent); the tasks and the tab are read again. */
export function useSkipFollowUp(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (followUpId: string) =>
      unwrap(
        await api.POST('/api/jobs/{id}/follow-ups/{followUpId}/skip', {
          params: { path: { id: jobId, followUpId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
  });
}
