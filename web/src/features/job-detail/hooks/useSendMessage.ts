import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/** Posts a chat message (`POST /api/jobs/{id}/messages`); the chat is read again once it is stored. */
export function useSendMessage(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(await api.POST('/api/jobs/{id}/messages', { params: { path: { id: jobId } }, body: { text } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.messages(jobId) }),
  });
}
