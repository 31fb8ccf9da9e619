import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { settingsKeys } from '../queryKeys';

/** The user's reply address (made on the first ask). */
export function useReplyAddress() {
  return useQuery({
    queryKey: settingsKeys.replyAddress,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/me/reply-address', { signal })),
  });
}

/** A new reply address; the answer is the section's new state. */
export function useRotateReplyAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/me/reply-address/rotate')),
    onSuccess: (address) => {
      queryClient.setQueryData(settingsKeys.replyAddress, address);
    },
  });
}
