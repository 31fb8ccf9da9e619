import { PAGE_LIMITS } from '@hirerelay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { adminUserKeys } from '../queryKeys';
import { usersPageQuery, type TUserSort, type UserFilters } from '../userFilters';

export type TAdminUsersPage = ApiReply<'/api/admin/users', 'get'>;
export type TAdminUserRow = TAdminUsersPage['items'][number];

/** The list's default page (libs/contracts). */
const PAGE_SIZE = PAGE_LIMITS.adminUsers.default;

/** Users matching `filters`, newest first or by a column, a page at a time (keyset cursor from the server). */
export function useAdminUsers(filters: UserFilters, sort: TUserSort = null) {
  return useInfiniteQuery({
    queryKey: [...adminUserKeys.list(filters), sort],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TAdminUsersPage> => {
      return unwrap(
        await api.GET('/api/admin/users', {
          signal,
          params: { query: usersPageQuery(filters, pageParam, PAGE_SIZE, sort) },
        }),
      );
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
