import { useId } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { EXPORT_FAILED } from '../../../lib/download';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useAdminUsersCount } from '../hooks/useAdminUsersCount';
import { useExportUsers } from '../hooks/useExportUsers';
import { useUserListView } from '../hooks/useUserListView';
import { formatUserTotal } from '../userFilters';
import { UserFiltersBar } from './UserFiltersBar';
import { UsersListBody } from './UsersListBody';
import '../admin-users.css';

/** The admin's view of /dashboard/subscription: every user, filtered on the server. */
export function UserManagement() {
  const { filters, sort, setFilters, onSort } = useUserListView();
  const users = useAdminUsers(filters, sort);
  const total = useAdminUsersCount(filters);
  const exportUsers = useExportUsers();
  const headingId = useId();

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

      <UsersListBody users={users} labelledBy={headingId} sort={sort} onSort={onSort} />
    </div>
  );
}
