import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import { replyKeys } from '../queryKeys';

/** Staff attach an unmatched reply to a job of its user, or dismiss it off the list. */
export function useTriageReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { replyId: string; jobId?: string }) => {
      const params = { path: { replyId: action.replyId } };
      return action.jobId
        ? unwrap(
            await api.POST('/api/staff/replies/{replyId}/assign', { params, body: { jobId: action.jobId } }),
          )
        : unwrap(await api.POST('/api/staff/replies/{replyId}/dismiss', { params }));
    },
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: replyKeys.unmatched });
      if (reply.jobId) void queryClient.invalidateQueries({ queryKey: jobKeys.detail(reply.jobId) });
    },
  });
}
