import { useLocation } from 'react-router';
import type { TAdminUserRow } from '../hooks/useAdminUsers';
import type { TUserSort, TUserSortColumn } from '../userFilters';
import type { UserDetailState } from './UserDetail';
import { UserRow } from './UserRow';
import { UsersTableHeader } from './UsersTableHeader';

interface UsersTableProps {
  rows: TAdminUserRow[];
  labelledBy: string;
  sort?: TUserSort;
  /** Sorts by a column (the first click ascending, then toggling); left out, headers are plain. */
  onSort?: (column: TUserSortColumn) => void;
}

/** One row per user; a click anywhere on a row opens the user. Sortable headers sort on the server. */
export function UsersTable({ rows, labelledBy, sort = null, onSort }: UsersTableProps) {
  // The detail's Back to Users returns to this list with the same filters.
  const state: UserDetailState = { listSearch: useLocation().search };
  return (
    <div className="data-table__wrap">
      <table className="data-table users-table" aria-labelledby={labelledBy}>
        <UsersTableHeader sort={sort} onSort={onSort} />
        <tbody>
          {rows.map((user) => (
            <UserRow key={user.id} user={user} state={state} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
