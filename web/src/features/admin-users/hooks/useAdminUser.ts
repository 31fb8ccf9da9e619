import { useQuery } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { adminUserKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';

export type TAdminUserDetail =
  ApiPaths['/api/admin/users/{id}']['get']['responses'][200]['content']['application/json'];

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
