import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useAdminUsersCount } from '../hooks/useAdminUsersCount';
import { EXPORT_FAILED } from '../../../lib/download';
import { useExportUsers } from '../hooks/useExportUsers';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  formatUserTotal,
  nextUserSort,
  userSortFromSearchParams,
  withUserSort,
  type TUserSortColumn,
  type UserFilters,
} from '../userFilters';
import { UserFiltersBar } from './UserFiltersBar';
import { UsersTable } from './UsersTable';
import '../admin-users.css';

/** The admin's view of /dashboard/subscription: every user, filtered on the server. */
export function UserManagement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const sort = useMemo(() => userSortFromSearchParams(searchParams), [searchParams]);
  const users = useAdminUsers(filters, sort);
  const total = useAdminUsersCount(filters);
  const exportUsers = useExportUsers();
  const headingId = useId();

  // Applied to the URL as it is then, so a late debounced search keeps a status picked meanwhile.
  const setFilters = (patch: Partial<UserFilters>) => {
    setSearchParams(
      (current) =>
        withUserSort(
          filtersToSearchParams({ ...filtersFromSearchParams(current), ...patch }),
          userSortFromSearchParams(current),
        ),
      { replace: true },
    );
  };
  const onSort = (column: TUserSortColumn) => {
    setSearchParams(
      (current) =>
        withUserSort(
          filtersToSearchParams(filtersFromSearchParams(current)),
          nextUserSort(userSortFromSearchParams(current), column),
        ),
      { replace: true },
    );
  };

  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="container user-management">
      <PageMeta title="User Management" />
      <div className="user-management__head">
        <h1 id={headingId} className="settings__title">
          User Management
        </h1>
        {total.data ? (
          <p className="user-management__total" aria-live="polite">
            {formatUserTotal(total.data.total)}
          </p>
        ) : null}
        <button
          className="button button--secondary"
          type="button"
          disabled={exportUsers.isPending}
          onClick={() => exportUsers.mutate(filters)}
        >
          {exportUsers.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {exportUsers.isError ? (
        <p className="user-management__inline-error" role="alert">
          {EXPORT_FAILED}
        </p>
      ) : null}

      <UserFiltersBar filters={filters} onChange={setFilters} />

      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <div className="user-management__error" role="alert">
          <h2>Error Loading Users</h2>
          <p>Failed to load users. Please try again later.</p>
          <button className="button button--primary" type="button" onClick={() => void users.refetch()}>
            Retry
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-note">
          No users found matching your filters. Try adjusting your search criteria.
        </p>
      ) : (
        <>
          <UsersTable rows={rows} labelledBy={headingId} sort={sort} onSort={onSort} />
          <LoadMoreButton pages={users} className="user-management__more" />
          {users.isFetchNextPageError ? (
            <p className="user-management__inline-error" role="alert">
              Failed to load users. Please try again later.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
