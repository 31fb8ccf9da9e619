import { ACCOUNT_STATUSES, formatQuota, PLAN_NAMES, type TAccountStatus } from '@hirerelay/domain';
import type { ApiQuery } from '../../lib/api/replies';

type TUsersQuery = ApiQuery<'/api/admin/users', 'get'>;
type TUsersExportQuery = ApiQuery<'/api/admin/users/export.csv', 'get'>;
/** A plan name the server filters on (it refuses any other). */
type TPlanFilter = NonNullable<TUsersQuery['planType']>;

/** The user list's filters, as the screen holds them: '' means "All" or "not set". */
export interface UserFilters {
  status: TAccountStatus | '';
  /** One of `PLAN_NAMES` (libs/domain: Free and the plans). */
  planType: TPlanFilter | '';
  /** Subscription date range, inclusive, as YYYY-MM-DD. */
  from: string;
  to: string;
  search: string;
}

export const EMPTY_FILTERS: UserFilters = { status: '', planType: '', from: '', to: '', search: '' };

export const MAX_SEARCH_LENGTH = 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isAccountStatus(value: string): value is TAccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

function isPlanName(value: string): value is TPlanFilter {
  return PLAN_NAMES.includes(value);
}

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Reads the filters from the page's URL; anything the server would refuse is dropped. */
export function filtersFromSearchParams(params: URLSearchParams): UserFilters {
  const status = params.get('status') ?? '';
  const planType = params.get('planType') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: isAccountStatus(status) ? status : '',
    planType: isPlanName(planType) ? planType : '',
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
  };
}

/** The filters as query parameters, leaving out the unset ones (for the URL and the API). */
export function filtersToSearchParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.planType) params.set('planType', filters.planType);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  return params;
}

/** The API's filter query (shared by the list and the export): unset filters are left out. */
export function usersExportQuery(filters: UserFilters): TUsersExportQuery {
  const search = filters.search.trim();
  return {
    status: filters.status || undefined,
    planType: filters.planType || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: search || undefined,
  };
}

/** A sortable column of User Management, as `GET /api/admin/users` names it. */
export type TUserSortColumn = NonNullable<TUsersQuery['sort']>;
/** A chosen column and direction; null is the default order (newest first). */
export type TUserSort = { column: TUserSortColumn; direction: 'asc' | 'desc' } | null;

// The API's list sits beside zod schemas in libs/contracts; as a record over the API's type this
// copy names every column, no more.
const USER_SORT_COLUMNS: Readonly<Record<TUserSortColumn, true>> = {
  name: true,
  email: true,
  role: true,
  status: true,
  plan: true,
  lastLogin: true,
};

/** The order in the URL (`sort`, `direction`); anything the server would refuse is the default. */
export function userSortFromSearchParams(params: URLSearchParams): TUserSort {
  const column = params.get('sort') ?? '';
  if (!Object.hasOwn(USER_SORT_COLUMNS, column)) return null;
  return {
    column: column as TUserSortColumn,
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

/** The order added to a list's query parameters (none for the default). */
export function withUserSort(params: URLSearchParams, sort: TUserSort): URLSearchParams {
  if (sort) {
    params.set('sort', sort.column);
    params.set('direction', sort.direction);
  }
  return params;
}

/** A column's first click sorts it ascending (A–Z, earliest), the next toggles. */
export function nextUserSort(current: TUserSort, column: TUserSortColumn): NonNullable<TUserSort> {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The API's query for one page of `GET /api/admin/users`: the filters, order, cursor and size. */
export function usersPageQuery(
  filters: UserFilters,
  cursor: string | null,
  limit: number,
  sort: TUserSort = null,
): TUsersQuery {
  return {
    ...usersExportQuery(filters),
    sort: sort?.column,
    direction: sort?.direction,
    cursor: cursor ?? undefined,
    limit,
  };
}

/** The short id shown in the table (ids display 6 characters). */
export const shortId = (id: string): string => id.slice(0, 6);

/** 'used/quota', with the unlimited quota shown as 'Unlimited'. */
export const formatUsage = (used: number, quota: number): string => `${String(used)}/${formatQuota(quota)}`;

/** The total over the list: `1 user`, `1,204 users`. */
export const formatUserTotal = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'user' : 'users'}`;
