import { JOB_SITES, JOB_STATUSES, type TJobStatus } from '@hirerelay/domain';
import type { TJobsQuery } from './jobTypes';

// What the jobs list shows (its filters and sort), kept in the page's URL
// so a reload, a shared link or Back gives the same list. The URL's parameters are the API's
// (`GET /api/jobs`), so the view is also the request. Pure, so every rule is a unit test.

/** The seven sortable columns, as `GET /api/jobs` names them. */
export type TJobSortColumn = NonNullable<TJobsQuery['sort']>;
export type TSortDirection = NonNullable<TJobsQuery['direction']>;

// The API's list (libs/contracts JOB_SORT_COLUMNS) sits beside zod schemas, which the dashboard's
// first load must not download; as a record over the API's type, this copy has every column, no more.
const SORT_COLUMNS: Readonly<Record<TJobSortColumn, true>> = {
  id: true,
  title: true,
  company: true,
  status: true,
  platform: true,
  dateReceived: true,
  dateApplied: true,
};

/** A chosen column; null is the default order (unread first, then newest received). */
export type TJobSort = { column: TJobSortColumn; direction: TSortDirection } | null;

/** The list's filters as the screen holds them: '' means "All" or "not set". */
export interface JobFilters {
  /** A substring of the job id. */
  jobId: string;
  status: TJobStatus | '';
  platform: string;
  /** Received on or after this day, YYYY-MM-DD. */
  receivedFrom: string;
  /** Matches title or company, case-insensitively. */
  search: string;
  /** Staff: only the jobs marked `details needed` (nothing could be read from their page). */
  detailsNeeded: boolean;
  /** Staff: one user's jobs (their id). */
  userId: string;
}

export interface JobsView {
  filters: JobFilters;
  sort: TJobSort;
}

export const EMPTY_JOB_FILTERS: JobFilters = {
  jobId: '',
  status: '',
  platform: '',
  receivedFrom: '',
  search: '',
  detailsNeeded: false,
  userId: '',
};

export const MAX_JOB_SEARCH_LENGTH = 200;
export const MAX_PLATFORM_LENGTH = 100;
/** Job ids are UUIDs: a longer filter could never match. */
export const MAX_JOB_ID_FILTER_LENGTH = 36;
const ID_FILTER = /^[0-9a-f-]*$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The first click on a column sorts it descending, further clicks on the same column
 * toggle the direction; another column starts descending again.
 */
export function nextSort(current: TJobSort, column: TJobSortColumn): NonNullable<TJobSort> {
  if (current?.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/** `aria-sort` for a column header. */
export function ariaSort(sort: TJobSort, column: TJobSortColumn): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function isJobStatus(value: string): value is TJobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value);
}

function isSortColumn(value: string): value is TJobSortColumn {
  return Object.hasOwn(SORT_COLUMNS, value);
}

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Reads the list's view from the URL; whatever the server would refuse is dropped. */
export function jobsViewFromSearchParams(params: URLSearchParams): JobsView {
  const jobId = (params.get('jobId') ?? '').trim();
  const status = params.get('status') ?? '';
  const receivedFrom = params.get('receivedFrom') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    filters: {
      jobId: ID_FILTER.test(jobId) ? jobId.slice(0, MAX_JOB_ID_FILTER_LENGTH) : '',
      status: isJobStatus(status) ? status : '',
      platform: (params.get('platform') ?? '').trim().slice(0, MAX_PLATFORM_LENGTH),
      receivedFrom: isIsoDate(receivedFrom) ? receivedFrom : '',
      search: (params.get('search') ?? '').slice(0, MAX_JOB_SEARCH_LENGTH),
      detailsNeeded: params.get('detailsNeeded') === 'true',
      userId: UUID.test(params.get('userId') ?? '') ? (params.get('userId') ?? '').toLowerCase() : '',
    },
    sort: isSortColumn(sort)
      ? { column: sort, direction: params.get('direction') === 'asc' ? 'asc' : 'desc' }
      : null,
  };
}

/** The view as query parameters, leaving out what is unset (the default order included). */
export function jobsViewToSearchParams({ filters, sort }: JobsView): URLSearchParams {
  const params = new URLSearchParams();
  const jobId = filters.jobId.trim();
  if (jobId) params.set('jobId', jobId);
  if (filters.status) params.set('status', filters.status);
  const platform = filters.platform.trim();
  if (platform) params.set('platform', platform);
  if (filters.receivedFrom) params.set('receivedFrom', filters.receivedFrom);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.detailsNeeded) params.set('detailsNeeded', 'true');
  if (filters.userId) params.set('userId', filters.userId);
  if (sort) {
    params.set('sort', sort.column);
    params.set('direction', sort.direction);
  }
  return params;
}

/** Whether any filter narrows the list (an empty list then reads "no jobs found", not the example). */
export function hasActiveFilters(filters: JobFilters): boolean {
  return Boolean(
    filters.jobId.trim() ||
    filters.status ||
    filters.platform.trim() ||
    filters.receivedFrom ||
    filters.search.trim() ||
    filters.detailsNeeded ||
    filters.userId,
  );
}

/** The filters as the API reads them (the list and the CSV export): unset ones are left out. */
export function jobsFilterQuery(filters: JobFilters) {
  return {
    jobId: filters.jobId.trim() || undefined,
    status: filters.status || undefined,
    platform: filters.platform.trim() || undefined,
    receivedFrom: filters.receivedFrom || undefined,
    search: filters.search.trim() || undefined,
    detailsNeeded: filters.detailsNeeded ? ('true' as const) : undefined,
    userId: filters.userId || undefined,
  };
}

/** The sort select on phones: one value per column and direction, '' for the default order. */
export function sortOptionValue(sort: TJobSort): string {
  return sort ? `${sort.column}:${sort.direction}` : '';
}

/** The order a sort select's value names; null (the default order) for '' or anything unknown. */
export function sortFromOptionValue(value: string): TJobSort {
  const [column = '', direction] = value.split(':');
  if (!isSortColumn(column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

/** The list's address with this view: the job page's "Back to jobs" goes back to it. */
export function jobsListSearch(params: URLSearchParams): string {
  const search = jobsViewToSearchParams(jobsViewFromSearchParams(params)).toString();
  return search ? `?${search}` : '';
}

/** The query of one page of `GET /api/jobs`: filters, order, cursor and size. */
export function jobsPageQuery({ filters, sort }: JobsView, cursor: string | null, limit: number) {
  return {
    ...jobsFilterQuery(filters),
    sort: sort?.column,
    direction: sort?.direction,
    cursor: cursor ?? undefined,
    limit,
  };
}

/**
 * The Platform filter's choices: the sites import knows by name (JOB_SITES), and a platform the
 * address names that is not one of them (a job from another site, opened from a link), so the
 * select shows what filters the list.
 */
export function platformOptions(current: string): string[] {
  const known: readonly string[] = JOB_SITES;
  const value = current.trim().slice(0, MAX_PLATFORM_LENGTH);
  return value && !known.includes(value) ? [...known, value] : [...known];
}
