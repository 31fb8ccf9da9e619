import { Inject, Injectable } from '@nestjs/common';
import { JOB_STATUS_COUNT_CAP, type TJobFilters, type TJobOrder } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { JobScope } from './job-access.rules.js';
import type { JobCursor } from './job-cursor.util.js';
import { JOB_ROW_COLUMNS, type JobListRecord } from './job.repository.js';

export interface JobListQuery {
  scope: JobScope;
  filters: TJobFilters;
  /** The order as the request names it; its SQL is written here (`jobOrderKey`). */
  order: TJobOrder;
  after?: JobCursor | undefined;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  limit: number;
}

/**
 * How a list is ordered, as SQL: the sort keys before the id (which breaks every tie), one
 * direction for all of them, so the keyset condition is a single row comparison
 * `(k1, k2, id) < (…)` that the matching index (see the migration) serves in order.
 * `key(alias)` writes the key over the table alias given (`j` the list, `c` the cursor's row).
 */
interface JobOrderKey {
  keys: ReadonlyArray<(alias: string) => string>;
  direction: 'ASC' | 'DESC';
}

const column =
  (name: string) =>
  (alias: string): string =>
    `${alias}.${name}`;

// Each expression is written exactly as its index is (migration 20261123090000_jobs).
const COLUMN_KEYS = {
  id: [],
  title: [(alias: string) => `lower(${alias}.title)`],
  company: [(alias: string) => `lower(${alias}.company)`],
  status: [column('status')],
  platform: [column('platform')],
  dateReceived: [column('date_received')],
  // Not applied yet counts as the earliest time: last when newest first, first when oldest first.
  dateApplied: [(alias: string) => `COALESCE(${alias}.date_applied, '-infinity'::timestamptz)`],
} as const satisfies Record<NonNullable<TJobOrder['sort']>, ReadonlyArray<(alias: string) => string>>;

/** The default order: unread messages first, then newest received; staff also see unreviewed before reviewed. */
const DEFAULT_KEYS = {
  owner: [(alias: string) => `(${alias}.unread_for_owner > 0)`, column('date_received')],
  staff: [
    (alias: string) => `(${alias}.unread_for_staff > 0)`,
    (alias: string) => `(NOT ${alias}.admin_reviewed)`,
    column('date_received'),
  ],
} as const;

/** The SQL of an order: its default for the scope, or a column's, newest first unless asked. */
function jobOrderKey(scope: JobScope, order: TJobOrder): JobOrderKey {
  if (!order.sort) return { keys: DEFAULT_KEYS[scope.kind], direction: 'DESC' };
  return { keys: COLUMN_KEYS[order.sort], direction: order.direction === 'asc' ? 'ASC' : 'DESC' };
}

/** A substring pattern for LIKE/ILIKE: % and _ (and the escape) in the text mean themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The day a "received on or after" filter starts, at midnight UTC. */
export const startOfDayUtc = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The WHERE conditions of the scope and the filters, over the alias `j` (shared with the export). */
export function jobConditions(scope: JobScope, filters: TJobFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (scope.kind === 'owner') conditions.push(Prisma.sql`j.user_id = ${scope.userId}::uuid`);
  // A user's own list is already theirs alone: another user's id there matches nothing.
  if (filters.userId) conditions.push(Prisma.sql`j.user_id = ${filters.userId}::uuid`);
  if (filters.jobId) {
    // Ids are stored lower-case; the trigram index on id::text serves the substring.
    conditions.push(Prisma.sql`j.id::text LIKE ${containsPattern(filters.jobId.toLowerCase())}`);
  }
  if (filters.status) conditions.push(Prisma.sql`j.status = ${filters.status}`);
  if (filters.platform) conditions.push(Prisma.sql`j.platform = ${filters.platform}`);
  if (filters.receivedFrom) {
    conditions.push(Prisma.sql`j.date_received >= ${startOfDayUtc(filters.receivedFrom)}::timestamptz`);
  }
  // Staff's mark: a user's own list ignores the filter (the mark is not shown to users).
  if (filters.detailsNeeded !== undefined && scope.kind === 'staff') {
    conditions.push(Prisma.sql`j.details_needed = ${filters.detailsNeeded}`);
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(Prisma.sql`(j.title ILIKE ${pattern} OR j.company ILIKE ${pattern})`);
  }
  return conditions;
}

/**
 * One page of the jobs list. The keyset condition compares the order's keys with those of the
 * cursor's row, read by primary key in scalar subqueries (PostgreSQL runs each once, as an
 * InitPlan, and the comparison stays an index condition). Plans: job-list.repository.sql.md.
 */
export function jobListQuery(query: JobListQuery): Prisma.Sql {
  const order = jobOrderKey(query.scope, query.order);
  const conditions = jobConditions(query.scope, query.filters);
  if (query.after) {
    const mine = [...order.keys.map((key) => key('j')), 'j.id'].join(', ');
    const theirs = order.keys.map((key) => `(SELECT ${key('c')} FROM jobs c WHERE c.id = `);
    const cursorId = query.after.id;
    const values = [...theirs.map((text) => Prisma.sql`${Prisma.raw(text)}${cursorId}::uuid)`)];
    values.push(Prisma.sql`${cursorId}::uuid`);
    conditions.push(
      Prisma.sql`(${Prisma.raw(mine)}) ${Prisma.raw(order.direction === 'DESC' ? '<' : '>')} (${Prisma.join(values, ', ')})`,
    );
  }
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const orderBy = [...order.keys.map((key) => key('j')), 'j.id']
    .map((key) => `${key} ${order.direction}`)
    .join(', ');
  return Prisma.sql`
    SELECT ${Prisma.raw(JOB_ROW_COLUMNS)}
      FROM jobs j
     ${where}
     ORDER BY ${Prisma.raw(orderBy)}
     LIMIT ${query.limit}`;
}

/** A status and how many jobs have it. */
export interface JobStatusCountRecord {
  status: string;
  count: number;
}

/** The counts by status; `capped`: only the first JOB_STATUS_COUNT_CAP matching jobs were counted. */
export interface JobStatusCounts {
  counts: JobStatusCountRecord[];
  capped: boolean;
}

/**
 * Where the counts by status come from, by what narrows the scope (the status filter is left out:
 * the counts are the tabs over the list, each status beside the others):
 * - `every-job`: staff, nothing else: the per-status counters (job_status_counts);
 * - `one-user`: one user's jobs (the owner's own, or staff's user filter), nothing else: the
 *   per-(user, status) counters (job_user_status_counts);
 * - `nobody`: a user's user filter naming someone else: nothing to count;
 * - `user-rows`: one user's jobs under other filters: a GROUP BY of that user's rows (exact, as
 *   many rows as the user has, never the table);
 * - `capped-rows`: every job under other filters: the first JOB_STATUS_COUNT_CAP matching jobs
 *   counted, and no more (`capped` when there were that many: each count is then "at least").
 * The counters are kept by triggers on jobs (migration 20261127173000_job_status_counts).
 */
export type JobStatusCountSource =
  | { kind: 'every-job' }
  | { kind: 'one-user'; userId: string }
  | { kind: 'nobody' }
  | { kind: 'user-rows' }
  | { kind: 'capped-rows' };

export function jobStatusCountSource(scope: JobScope, filters: TJobFilters): JobStatusCountSource {
  const userId = scope.kind === 'owner' ? scope.userId : filters.userId;
  if (scope.kind === 'owner' && filters.userId && filters.userId !== scope.userId) return { kind: 'nobody' };
  // Whatever else narrows the jobs, as the list's own conditions say (a filter added there counts).
  const scopeConditions = scope.kind === 'owner' ? 1 : 0;
  const narrowed =
    jobConditions(scope, { ...filters, status: undefined, userId: undefined }).length > scopeConditions;
  if (userId) return narrowed ? { kind: 'user-rows' } : { kind: 'one-user', userId };
  return narrowed ? { kind: 'capped-rows' } : { kind: 'every-job' };
}

/**
 * The counts by status of the scope and filters (see JobStatusCountSource). The counters are a
 * few rows read by primary key. The capped count stops at JOB_STATUS_COUNT_CAP matching rows: a
 * filter matching many jobs is read until that many are found (a search matching 40 % of a million
 * jobs: ~2,500 rows, not the million), one matching few from its index. Plans:
 * job-list.repository.sql.md.
 */
export function jobStatusCountsQuery(scope: JobScope, filters: TJobFilters): Prisma.Sql {
  const source = jobStatusCountSource(scope, filters);
  switch (source.kind) {
    case 'every-job':
      return Prisma.sql`
    SELECT c.status, sum(c.count)::int AS count
      FROM job_status_counts c
     GROUP BY c.status`;
    case 'one-user':
      return Prisma.sql`
    SELECT c.status, c.count
      FROM job_user_status_counts c
     WHERE c.user_id = ${source.userId}::uuid`;
    case 'nobody':
      return Prisma.sql`
    SELECT NULL::text AS status, 0 AS count
     WHERE false`;
    case 'user-rows': {
      const conditions = jobConditions(scope, { ...filters, status: undefined });
      return Prisma.sql`
    SELECT j.status, count(*)::int AS count
      FROM jobs j
     WHERE ${Prisma.join(conditions, ' AND ')}
     GROUP BY j.status`;
    }
    case 'capped-rows': {
      const conditions = jobConditions(scope, { ...filters, status: undefined });
      return Prisma.sql`
    SELECT m.status, count(*)::int AS count
      FROM (SELECT j.status FROM jobs j
             WHERE ${Prisma.join(conditions, ' AND ')}
             LIMIT ${JOB_STATUS_COUNT_CAP}::int) AS m
     GROUP BY m.status`;
    }
  }
}

@Injectable()
export class JobListRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Straight on the pool (`reads`): the rows are already what `JobListRecord` says (text ids, Dates,
   * numbers), so Prisma's interpreter and its conversion of every cell would only add CPU to the
   * service's hottest request.
   */
  list(query: JobListQuery): Promise<JobListRecord[]> {
    return this.db.reads.rows<JobListRecord>(jobListQuery(query));
  }

  async countByStatus(scope: JobScope, filters: TJobFilters): Promise<JobStatusCounts> {
    const counts = await this.db.reads.rows<JobStatusCountRecord>(jobStatusCountsQuery(scope, filters));
    const counted = counts.reduce((sum, { count }) => sum + count, 0);
    const capped =
      jobStatusCountSource(scope, filters).kind === 'capped-rows' && counted >= JOB_STATUS_COUNT_CAP;
    return { counts, capped };
  }

  /** Whether a job still exists (a cursor whose row was deleted since cannot say where to go on). */
  async exists(id: string): Promise<boolean> {
    return (await this.db.job.count({ where: { id } })) > 0;
  }
}
