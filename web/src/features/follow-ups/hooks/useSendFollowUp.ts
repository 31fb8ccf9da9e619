import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TSendFollowUpBody } from '../followUpTypes';
import { followUpKeys } from '../queryKeys';

/** Sends a due follow-up as edited; the tasks, the tab and the job (its timeline) are read again. */
export function useSendFollowUp(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ followUpId, body }: { followUpId: string; body: TSendFollowUpBody }) =>
      unwrap(
        await api.POST('/api/jobs/{id}/follow-ups/{followUpId}/send', {
          params: { path: { id: jobId, followUpId } },
          body,
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      ]),
  });
}
