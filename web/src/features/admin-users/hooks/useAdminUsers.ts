import { PAGE_LIMITS } from '@hirerelay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { usersPageQuery, type UserFilters } from '../userFilters';

export type TAdminUsersPage =
  ApiPaths['/api/admin/users']['get']['responses'][200]['content']['application/json'];
export type TAdminUserRow = TAdminUsersPage['items'][number];

/** The list's default page (libs/contracts). */
const PAGE_SIZE = PAGE_LIMITS.adminUsers.default;

/** Every cached user list (any filters): a status change invalidates them all. */
export const adminUsersListKey = ['admin-users', 'list'] as const;

/** Users matching `filters`, newest first, a page at a time (keyset cursor from the server). */
export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: [...adminUsersListKey, filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TAdminUsersPage> => {
      const { data, error, response } = await api.GET('/api/admin/users', {
        signal,
        params: { query: usersPageQuery(filters, pageParam, PAGE_SIZE) },
      });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
