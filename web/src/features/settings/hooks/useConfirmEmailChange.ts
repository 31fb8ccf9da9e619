import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { authKeys } from '../../auth/queryKeys';
import { profileKeys } from '../../profile/queryKeys';

/** Opens the e-mailed link: applies the new address. A signed-in tab's cached user is asked again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      return unwrap(await api.POST('/api/account/email-change/confirm', { body: { token } }));
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
      ]);
    },
  });
}
