import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { SubmissionKey } from '../../../lib/api/submission-key';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/**
 * Posts a chat message (`POST /api/jobs/{id}/messages`); the chat is read again once it is stored.
 * Each post carries an Idempotency-Key; sending the same text again after a lost connection or a
 * server fault sends the same key, so the message is stored once.
 */
export function useSendMessage(jobId: string) {
  const queryClient = useQueryClient();
  const [submission] = useState(() => new SubmissionKey());
  return useMutation({
    mutationFn: async (text: string) => {
      const header = { 'Idempotency-Key': submission.keyFor({ jobId, text }) };
      return unwrap(
        await api.POST('/api/jobs/{id}/messages', {
          params: { path: { id: jobId }, header },
          body: { text },
        }),
      );
    },
    onSettled: (_data, error) => submission.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.messages(jobId) }),
  });
}
