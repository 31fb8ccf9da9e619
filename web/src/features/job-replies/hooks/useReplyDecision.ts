import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/**
 * Staff confirm a reply's suggested status (the job's status change: the page shows the new status
 * once the job is read again) or dismiss it.
 */
export function useReplyDecision(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ replyId, decision }: { replyId: string; decision: 'confirm' | 'dismiss' }) => {
      const params = { path: { id: jobId, replyId } };
      return decision === 'confirm'
        ? unwrap(await api.POST('/api/jobs/{id}/replies/{replyId}/confirm', { params }))
        : unwrap(await api.POST('/api/jobs/{id}/replies/{replyId}/dismiss', { params }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
