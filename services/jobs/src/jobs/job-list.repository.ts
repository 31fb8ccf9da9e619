import { Inject, Injectable } from '@nestjs/common';
import type { TJobFilters } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { JobsDatabase } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { JobScope } from './job-access.js';
import type { JobCursor } from './job-cursor.js';
import type { JobOrderKey } from './job-order.js';
import { JOB_ROW_COLUMNS, type JobListRecord } from './job.repository.js';

export interface JobListQuery {
  scope: JobScope;
  filters: TJobFilters;
  order: JobOrderKey;
  after?: JobCursor | undefined;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  limit: number;
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
  const { order } = query;
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

/**
 * How many jobs of the scope and filters have each status: one GROUP BY, read from an index. For
 * staff without filters it is an index-only scan of jobs_status_id_idx; an owner's (or a user
 * filter's) rows come from jobs_owner_default_idx. The status filter is left out: the counts are
 * the tabs over the list, each status beside the others. Plans: job-list.repository.sql.md.
 */
export function jobStatusCountsQuery(scope: JobScope, filters: TJobFilters): Prisma.Sql {
  const conditions = jobConditions(scope, { ...filters, status: undefined });
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    SELECT j.status, count(*)::int AS count
      FROM jobs j
     ${where}
     GROUP BY j.status`;
}

@Injectable()
export class JobListRepository {
  constructor(@Inject(DATABASE) private readonly db: JobsDatabase) {}

  /**
   * Straight on the pool (`reads`): the rows are already what `JobListRecord` says (text ids, Dates,
   * numbers), so Prisma's interpreter and its conversion of every cell would only add CPU to the
   * service's hottest request.
   */
  list(query: JobListQuery): Promise<JobListRecord[]> {
    return this.db.reads.rows<JobListRecord>(jobListQuery(query));
  }

  countByStatus(scope: JobScope, filters: TJobFilters): Promise<JobStatusCountRecord[]> {
    return this.db.reads.rows<JobStatusCountRecord>(jobStatusCountsQuery(scope, filters));
  }

  /** Whether a job still exists (a cursor whose row was deleted since cannot say where to go on). */
  async exists(id: string): Promise<boolean> {
    return (await this.db.job.count({ where: { id } })) > 0;
  }
}
