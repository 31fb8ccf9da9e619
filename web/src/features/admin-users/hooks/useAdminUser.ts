import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { adminUserKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';

export type TAdminUserDetail = ApiReply<'/api/admin/users/{id}', 'get'>;

/** One user with their profile (read-only here, apart from the account status); staff only. */
export function useAdminUser(userId: string, enabled = true) {
  return useQuery({
    queryKey: adminUserKeys.detail(userId),
    enabled,
    queryFn: async ({ signal }): Promise<TAdminUserDetail> => {
      return unwrap(
        await api.GET('/api/admin/users/{id}', {
          params: { path: { id: userId } },
          signal,
        }),
      );
    },
  });
}
