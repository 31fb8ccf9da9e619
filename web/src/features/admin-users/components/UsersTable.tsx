import { Link, useLocation, useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { DataTable } from '../../../components/DataTable';
import type { TAdminUserRow } from '../hooks/useAdminUsers';
import { formatUsage, shortId } from '../userFilters';
import type { UserDetailState } from './UserDetail';
import { UserStatusBadge } from './UserStatusBadge';
import { formatDate } from '../../../lib/dates';

const COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Status',
  'Plan',
  'Usage',
  'Subscription Date',
  'Last Login',
  'Actions',
] as const;

/** One row per user; a click anywhere on a row opens the user. */
export function UsersTable({ rows, labelledBy }: { rows: TAdminUserRow[]; labelledBy: string }) {
  const navigate = useNavigate();
  // The detail's Back to Users returns to this list with the same filters.
  const state: UserDetailState = { listSearch: useLocation().search };
  return (
    <DataTable className="users-table" labelledBy={labelledBy} columns={COLUMNS}>
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
              {user.email}
            </td>
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
    </DataTable>
  );
}
