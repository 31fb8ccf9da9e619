import { ACCOUNT_STATUSES, formatDate, PLAN_NAMES } from '@hirerelay/domain';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { useAdminUsers, type TAdminUserRow } from '../hooks/useAdminUsers';
import { EXPORT_FAILED, useExportUsers } from '../hooks/useExportUsers';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  formatUsage,
  MAX_SEARCH_LENGTH,
  shortId,
  type UserFilters,
} from '../userFilters';
import type { UserDetailState } from './UserDetail';
import { UserStatusBadge } from './UserStatusBadge';
import './admin-users.css';

const SEARCH_DEBOUNCE_MS = 300;

/** The admin's view of /dashboard/subscription: every user, filtered on the server. */
export function UserManagement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const users = useAdminUsers(filters);
  const exportUsers = useExportUsers();
  const headingId = useId();

  // Applied to the URL as it is then, so a late debounced search keeps a status picked meanwhile.
  const setFilters = (patch: Partial<UserFilters>) => {
    setSearchParams((current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...patch }), {
      replace: true,
    });
  };

  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="container user-management">
      <PageMeta title="User Management" />
      <div className="user-management__head">
        <h1 id={headingId} className="settings__title">
          User Management
        </h1>
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
        <p className="user-management__empty">
          No users found matching your filters. Try adjusting your search criteria.
        </p>
      ) : (
        <>
          <UsersTable rows={rows} labelledBy={headingId} />
          {users.hasNextPage ? (
            <p className="user-management__more">
              <button
                className="button button--secondary"
                type="button"
                disabled={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            </p>
          ) : null}
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

function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [lastSent, setLastSent] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  const timer = useRef<number | undefined>(undefined);

  // The URL is the source of truth: follow it when it changes from elsewhere (Back, a link),
  // but not when it merely catches up with what was typed.
  if (filters.search !== urlSearch) {
    setUrlSearch(filters.search);
    if (filters.search !== lastSent) {
      setSearch(filters.search);
      setLastSent(filters.search);
    }
  }

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  // Debounce typing so each keystroke does not start a request.
  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setLastSent(value.trim());
      onChange({ search: value });
    }, SEARCH_DEBOUNCE_MS);
  };

  const update =
    (key: Exclude<keyof UserFilters, 'search'>) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
      onChange({ [key]: event.target.value });
    };

  return (
    <div className="user-filters" role="search" aria-label="Filter users">
      <div className="field user-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search
        </label>
        <input
          id={`${id}-search`}
          className="field__control"
          type="search"
          placeholder="Search users, plans, status..."
          maxLength={MAX_SEARCH_LENGTH}
          value={search}
          onChange={(event) => {
            onSearch(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field__control field__control--select"
          value={filters.status}
          onChange={update('status')}
        >
          <option value="">All</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status[0]?.toUpperCase()}
              {status.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-plan`}>
          Plan Type
        </label>
        <select
          id={`${id}-plan`}
          className="field__control field__control--select"
          value={filters.planType}
          onChange={update('planType')}
        >
          <option value="">All</option>
          {PLAN_NAMES.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="user-filters__range">
        <legend className="field__label">Subscription Date Range</legend>
        <div className="user-filters__dates">
          <label className="user-filters__date">
            <span className="visually-hidden">Subscribed from</span>
            <span aria-hidden="true">From</span>
            <input
              className="field__control"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={update('from')}
            />
          </label>
          <label className="user-filters__date">
            <span className="visually-hidden">Subscribed to</span>
            <span aria-hidden="true">To</span>
            <input
              className="field__control"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={update('to')}
            />
          </label>
        </div>
      </fieldset>
    </div>
  );
}

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

function UsersTable({ rows, labelledBy }: { rows: TAdminUserRow[]; labelledBy: string }) {
  const navigate = useNavigate();
  // The detail's Back to Users returns to this list with the same filters.
  const state: UserDetailState = { listSearch: useLocation().search };
  return (
    <div className="data-table__wrap">
      <table className="data-table users-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
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
        </tbody>
      </table>
    </div>
  );
}
