import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { adminUserKeys } from '../queryKeys';

export type TAccountChange = { status: TAccountStatus } | { role: TRole };

/**
 * Saves a change to a user's account (status or role) at once; the detail takes the answer and
 * every cached list refetches.
 */
export function useUpdateUserAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TAccountChange) => {
      return unwrap(
        await api.PATCH('/api/admin/users/{id}', {
          params: { path: { id: userId } },
          body: change,
        }),
      );
    },
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.detail(userId), user);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
    },
    onError: (error) => {
      // A failed user status update is logged; the detail also says so inline.
      console.error('Failed to update user account', error);
    },
  });
}
