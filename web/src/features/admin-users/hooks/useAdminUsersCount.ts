import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { adminUserKeys } from '../queryKeys';
import { usersExportQuery, type UserFilters } from '../userFilters';

/** How many users the filters match (the total over User Management). */
export function useAdminUsersCount(filters: UserFilters) {
  return useQuery({
    queryKey: adminUserKeys.count(filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/admin/users/count', { signal, params: { query: usersExportQuery(filters) } }),
      ),
  });
}
