import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { api } from '../../../lib/api/client';

/** Ends the session, then loads /login afresh so nothing of the session stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { response } = await api.POST('/api/auth/logout');
      if (!response.ok) console.error('Logout failed', response.status);
    },
    onSettled: () => {
      queryClient.clear();
      window.location.assign(paths.login);
    },
  });
}
