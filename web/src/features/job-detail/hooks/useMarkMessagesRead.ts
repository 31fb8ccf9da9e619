import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/**
 * Marks the others' messages read (`POST /api/jobs/{id}/messages/read`), as the Chat tab opens;
 * the job's unread count and the list's badge and order follow.
 */
export function useMarkMessagesRead(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      unwrap(await api.POST('/api/jobs/{id}/messages/read', { params: { path: { id: jobId } } }));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
      ]),
    onError: (error) => {
      // Nothing the person can do about it: the badge stays and the next opening tries again.
      console.warn('Could not mark the chat read', error);
    },
  });
}
