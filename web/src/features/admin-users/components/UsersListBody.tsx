import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { Spinner } from '../../../components/Spinner';
import type { useAdminUsers } from '../hooks/useAdminUsers';
import type { TUserSort, TUserSortColumn } from '../userFilters';
import { UsersTable } from './UsersTable';

/** The users in each state of the list: loading, failed, none found, or pages of rows. */
export function UsersListBody({
  users,
  labelledBy,
  sort,
  onSort,
}: {
  users: ReturnType<typeof useAdminUsers>;
  labelledBy: string;
  sort: TUserSort;
  onSort: (column: TUserSortColumn) => void;
}) {
  if (users.isPending) return <Spinner label="Loading users…" />;
  if (users.isError) {
    return (
      <div className="user-management__error" role="alert">
        <h2>Error Loading Users</h2>
        <p>Failed to load users. Please try again later.</p>
        <button className="button button--primary" type="button" onClick={() => void users.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const rows = users.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <p className="empty-note">No users found matching your filters. Try adjusting your search criteria.</p>
    );
  }
  return (
    <>
      <UsersTable rows={rows} labelledBy={labelledBy} sort={sort} onSort={onSort} />
      <LoadMoreButton pages={users} className="user-management__more" />
      {users.isFetchNextPageError ? (
        <p className="user-management__inline-error" role="alert">
          Failed to load users. Please try again later.
        </p>
      ) : null}
    </>
  );
}
