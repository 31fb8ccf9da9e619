import { Link, useLocation, useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';

import type { TAdminUserRow } from '../hooks/useAdminUsers';
import { formatUsage, shortId, type TUserSort, type TUserSortColumn } from '../userFilters';
import type { UserDetailState } from './UserDetail';
import { UserStatusBadge } from './UserStatusBadge';
import { formatDate } from '../../../lib/dates';

/** The columns; a sortable one names its API column (sorted on the server). */
const COLUMNS: readonly { label: string; sort?: TUserSortColumn }[] = [
  { label: 'ID' },
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Role', sort: 'role' },
  { label: 'Status', sort: 'status' },
  { label: 'Plan', sort: 'plan' },
  { label: 'Usage' },
  { label: 'Subscription Date' },
  { label: 'Last Login', sort: 'lastLogin' },
  { label: 'Actions' },
];

interface UsersTableProps {
  rows: TAdminUserRow[];
  labelledBy: string;
  sort?: TUserSort;
  /** Sorts by a column (the first click ascending, then toggling); left out, headers are plain. */
  onSort?: (column: TUserSortColumn) => void;
}

/** One row per user; a click anywhere on a row opens the user. Sortable headers sort on the server. */
export function UsersTable({ rows, labelledBy, sort = null, onSort }: UsersTableProps) {
  const navigate = useNavigate();
  // The detail's Back to Users returns to this list with the same filters.
  const state: UserDetailState = { listSearch: useLocation().search };
  return (
    <div className="data-table__wrap">
      <table className="data-table users-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map(({ label, sort: column }) => {
              if (!column || !onSort) {
                return (
                  <th key={label} scope="col">
                    {label}
                  </th>
                );
              }
              const state =
                sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={label} scope="col" aria-sort={state}>
                  <button
                    className="data-table__sort"
                    type="button"
                    onClick={() => {
                      onSort(column);
                    }}
                  >
                    {label}
                    <span className="data-table__sort-mark" data-state={state} aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => {
            const to = toPath(paths.dashboardUser, { userId: user.id });
            return (
              <tr
                key={user.id}
                className="data-table__row users-table__row"
                onClick={() => {
                  void navigate(to, { state });
                }}
              >
                <td data-label="ID">
                  <span className="users-table__id" title={user.id}>
                    {shortId(user.id)}
                  </span>
                </td>
                <td data-label="Name">{user.fullName ?? '—'}</td>
                <td data-label="Email" className="users-table__email">
                  <span title={user.email}>{user.email}</span>
                </td>
                <td data-label="Role">{user.role === 'admin' ? 'Admin' : 'User'}</td>
                <td data-label="Status">
                  <UserStatusBadge status={user.status} />
                </td>
                <td data-label="Plan">{user.plan}</td>
                <td data-label="Usage">{formatUsage(user.jobsUsed, user.jobQuota)}</td>
                <td data-label="Subscription Date">{formatDate(user.subscriptionDate) || '—'}</td>
                <td data-label="Last Login">{formatDate(user.lastLoginAt) || '—'}</td>
                <td data-label="Actions">
                  <Link
                    className="button button--secondary button--small"
                    to={to}
                    state={state}
                    aria-label={`View ${user.fullName ?? user.email}`}
                    onClick={(event) => {
                      event.stopPropagation();
                    }}
                  >
                    View
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
