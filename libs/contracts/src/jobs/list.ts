import { z } from 'zod';
import { ZJobStatus } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters, ZJobFiltersQuery, ZJobOrder, ZJobRow } from './job.js';

/** The query string of `GET /api/jobs`: filters, order and page. */
export const ZJobsQuery = ZJobFiltersQuery.extend(ZJobOrder.shape).extend(ZPageQuery(PAGE_LIMITS.jobs).shape);
export type TJobsQuery = z.output<typeof ZJobsQuery>;

export const ZJobsPage = ZPage(ZJobRow);
export type TJobsPage = z.infer<typeof ZJobsPage>;

/**
 * The caller's jobs (all jobs for staff), filtered, ordered and keyset-paginated on the server;
 * `cursor` is the previous page's `nextCursor` and only valid with the same filters and order.
 */
export const ListJobsRpc = defineRpc(
  'jobs.job.list.v1',
  ZJobFilters.extend(ZJobOrder.shape).extend({
    actor: ZJobActor,
    ...ZPageRequest(PAGE_LIMITS.jobs).shape,
  }),
  ZJobsPage,
  { idempotent: true },
);

/**
 * Whose job it is, for staff: identity's name and e-mail of the owner, added by the gateway to a
 * staff page (one batched question to identity per page); null when identity does not know the
 * account (deleted) or could not answer in time. Users' own pages carry no `owner`.
 */
export const ZJobOwner = z.object({ fullName: z.string().nullable(), email: z.string() });
export type TJobOwner = z.infer<typeof ZJobOwner>;

/** A row of `GET /api/jobs`: the jobs row, plus its owner on staff pages. */
export const ZJobListRow = ZJobRow.extend({
  owner: ZJobOwner.nullable().optional().describe('Staff pages only: the owner, null when unknown.'),
});
export type TJobListRow = z.infer<typeof ZJobListRow>;

/** The reply of `GET /api/jobs`. */
export const ZJobsListPage = ZPage(ZJobListRow);

/**
 * The most jobs counted when staff filter every job (search, id, platform, day, details needed):
 * counting stops at that many matching jobs, so it costs about the same at a million jobs, and the
 * reply says `capped` (shown as "1,000+").
 */
export const JOB_STATUS_COUNT_CAP = 1_000;

/**
 * How many of the caller's jobs (every job for staff) have each status, under the list's filters.
 * Exact, from counters kept with every job write, for every job and for one user's jobs (a user's
 * own, or staff's user filter); exact from the rows for one user's jobs under other filters. Every
 * job under other filters: only the first JOB_STATUS_COUNT_CAP matching jobs are counted; when
 * that many matched, `capped` is true and the total and every count are lower bounds ("1,000+").
 */
export const ZJobStatusCounts = z.object({
  total: z.number().int().nonnegative(),
  capped: z
    .boolean()
    .describe(
      `Counting stopped at ${JOB_STATUS_COUNT_CAP} matching jobs: the total and each count mean "at least".`,
    ),
  /** Every status, in the order of JOB_STATUSES, zero when none. */
  counts: z.array(z.object({ status: ZJobStatus, count: z.number().int().nonnegative() })),
});
export type TJobStatusCounts = z.infer<typeof ZJobStatusCounts>;

/** The query string of `GET /api/jobs/status-counts`: the list's filters (the status one is ignored). */
export const ZJobStatusCountsQuery = ZJobFiltersQuery;

/**
 * The counts above the jobs list: the caller's scope (their own jobs; every job for staff) and the
 * list's filters but its status filter, which would leave one status counted. Counters kept by
 * triggers when nothing narrows the scope, else the rows, capped over every job (see
 * ZJobStatusCounts; plans in job-list.repository.sql.md).
 */
export const CountJobsByStatusRpc = defineRpc(
  'jobs.job.count-by-status.v1',
  ZJobFilters.extend({ actor: ZJobActor }),
  ZJobStatusCounts,
  { idempotent: true },
);
