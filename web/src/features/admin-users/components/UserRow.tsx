import { Link, useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { formatDate } from '../../../lib/dates';
import type { TAdminUserRow } from '../hooks/useAdminUsers';
import { formatUsage, shortId } from '../userFilters';
import type { UserDetailState } from './UserDetail';
import { UserStatusBadge } from './UserStatusBadge';

/** One user of the table; a click anywhere on it opens the user (with `state`, the way back). */
export function UserRow({ user, state }: { user: TAdminUserRow; state: UserDetailState }) {
  const navigate = useNavigate();
  const to = toPath(paths.dashboardUser, { userId: user.id });
  return (
    <tr
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
}
