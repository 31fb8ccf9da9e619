import { JOB_SORT_COLUMNS, type TJobFilters, type TJobOrder } from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { JobScope } from '../../src/jobs/job-access.rules.js';
import { jobOrderName } from '../../src/jobs/job-cursor.util.js';
import { jobExportQuery } from '../../src/jobs/job-export.repository.js';
import { jobListQuery, jobStatusCountsQuery } from '../../src/jobs/job-list.repository.js';
import { startJobsModule, type JobsModule } from '../support/jobs-module.js';

/*
 * Every order of the jobs list, for staff and for an owner, and every filter, must be served by an
 * index: no Seq Scan on jobs, and for the staff orders (every job, the big list) no Sort either,
 * the index read in order and stopped after a page. The test EXPLAINs the repository's own SQL on
 * a seeded table and writes each query's text and plan to src/jobs/job-list.repository.sql.md,
 * the reviewer's copy (`vitest -u` rewrites it on purpose).
 */

const JOBS = 40_000;
const USERS = 400;
const PAGE = 50;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/**
 * The nodes that read rows in order: not the per-row lookups of a SubPlan (a job's few recruiters
 * may be sorted). InitPlans stay: the cursor's row, read once.
 */
const mainNodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap(mainNodesOf),
];

let jobs: JobsModule;
let ownerId: string;
let cursorId: string;

beforeAll(async () => {
  jobs = await startJobsModule();
  // Deterministic ids and values, so the committed plans read the same on every run.
  await jobs.sql.query(`SET TimeZone = 'UTC'`);
  await jobs.sql.query(
    `INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type, platform,
                       url, normalized_url, site, site_job_id, date_posted, job_type, salary, date_received,
                       date_applied, admin_reviewed, unread_for_owner, unread_for_staff, details_needed, due_at)
     SELECT md5('job-' || n)::uuid, md5('user-' || (n % $2))::uuid,
            (ARRAY['Software Engineer','Data Analyst','Product Manager','Designer','DevOps Engineer'])[1 + n % 5] || ' ' || n,
            'Company ' || (n % 997), 'Remote', 'A job.',
            (ARRAY['Saved','Applied','Interview Scheduled','Interview Completed','Offer Received','Rejected','Withdrawn'])[1 + n % 7],
            'Professional',
            (ARRAY['LinkedIn','Indeed','Glassdoor','ZipRecruiter','Monster','Workday','Greenhouse','Lever'])[1 + n % 8],
            'https://jobs.example.com/' || n, 'https://jobs.example.com/' || n, 'jobs.example.com', n::text,
            'Waiting for admin input', 'Full-time', 'Waiting for admin input',
            timestamptz '2026-01-01' + n * interval '7 minutes',
            CASE WHEN n % 3 = 0 THEN timestamptz '2026-01-02' + n * interval '7 minutes' END,
            n % 4 = 0, CASE WHEN n % 50 = 0 THEN 1 ELSE 0 END, CASE WHEN n % 40 = 0 THEN 2 ELSE 0 END,
            n % 100 = 0, timestamptz '2026-01-01' + n * interval '7 minutes' + interval '48 hours'
       FROM generate_series(1, $1::int) AS n`,
    [JOBS, USERS],
  );
  // ANALYZE samples 300 rows per unit of statistics target: 1,000 covers all 40,000 rows, so the
  // statistics, and the plans chosen from them, are the same on every run (a random sample made the
  // search's estimate, and its plan, change from run to run).
  await jobs.sql.query('SET default_statistics_target = 1000');
  await jobs.sql.query('ANALYZE jobs');
  // On a table this small a sequential scan is often cheaper than any index, and PostgreSQL rightly
  // picks it; told to avoid one wherever it has an alternative, a Seq Scan left in a plan means
  // that no index can serve the query, the regression this test is for.
  await jobs.sql.query('SET enable_seqscan = off');
  ownerId = (await jobs.sql.query<{ id: string }>(`SELECT md5('user-7')::uuid::text AS id`)).rows[0]!.id;
  cursorId = (await jobs.sql.query<{ id: string }>(`SELECT md5('job-20007')::uuid::text AS id`)).rows[0]!.id;
}, 120_000);
afterAll(async () => {
  await jobs?.close();
});

async function plan(query: Prisma.Sql): Promise<PlanNode> {
  const { rows } = await jobs.sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${query.text}`,
    query.values,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

async function planText(query: Prisma.Sql): Promise<string> {
  const { rows } = await jobs.sql.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (COSTS OFF) ${query.text}`,
    query.values,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface Case {
  name: string;
  query: () => Prisma.Sql;
  /** The big list (every job): read in index order, no Sort. An owner's few rows may be sorted. */
  inIndexOrder: boolean;
  /** Indexes the plan must use (a substring search has no other way than its trigram index). */
  uses?: string[];
  /** Read from the counters kept by triggers: jobs itself is not read at all. */
  counters?: boolean;
}

const STAFF: JobScope = { kind: 'staff' };
const owner = (): JobScope => ({ kind: 'owner', userId: ownerId });
const listCase = (
  name: string,
  scope: () => JobScope,
  order: TJobOrder,
  options: { filters?: TJobFilters; cursor?: boolean; inIndexOrder?: boolean; uses?: string[] } = {},
): Case => ({
  name,
  uses: options.uses,
  inIndexOrder: options.inIndexOrder ?? scope().kind === 'staff',
  query: () =>
    jobListQuery({
      scope: scope(),
      filters: options.filters ?? {},
      order,
      after: options.cursor ? { order: jobOrderName(scope(), order), id: cursorId } : undefined,
      limit: PAGE + 1,
    }),
});

const orders: [string, TJobOrder][] = [
  ['default order', {}],
  ...JOB_SORT_COLUMNS.flatMap((sort): [string, TJobOrder][] => [
    [`${sort} desc`, { sort, direction: 'desc' }],
    [`${sort} asc`, { sort, direction: 'asc' }],
  ]),
];

const cases: Case[] = [
  ...orders.flatMap(([name, order]) => [
    listCase(`staff, ${name}`, () => STAFF, order),
    listCase(`staff, ${name}, cursor page`, () => STAFF, order, { cursor: true }),
  ]),
  ...orders.map(([name, order]) => listCase(`owner, ${name}`, owner, order)),
  listCase('owner, default order, cursor page', owner, {}, { cursor: true }),
  listCase(
    'staff, filtered by id',
    () => STAFF,
    {},
    {
      filters: { jobId: 'abc12' },
      inIndexOrder: false,
      uses: ['jobs_id_trgm_idx'],
    },
  ),
  listCase(
    'staff, filtered by status',
    () => STAFF,
    {},
    { filters: { status: 'Applied' }, inIndexOrder: false },
  ),
  listCase(
    'staff, filtered by platform',
    () => STAFF,
    { sort: 'platform' },
    { filters: { platform: 'Lever' } },
  ),
  listCase(
    'staff, received on or after',
    () => STAFF,
    { sort: 'dateReceived' },
    { filters: { receivedFrom: '2026-01-20' } },
  ),
  listCase(
    'staff, search',
    () => STAFF,
    {},
    {
      filters: { search: 'Engineer 123' },
      inIndexOrder: false,
      uses: ['jobs_title_trgm_idx', 'jobs_company_trgm_idx'],
    },
  ),
  listCase(
    'staff, every filter',
    () => STAFF,
    { sort: 'title' },
    {
      filters: {
        search: 'engineer',
        status: 'Saved',
        platform: 'Indeed',
        receivedFrom: '2026-02-01',
        jobId: 'a',
      },
      inIndexOrder: false,
    },
  ),
  listCase(
    'staff, details needed',
    () => STAFF,
    {},
    { filters: { detailsNeeded: true }, inIndexOrder: false, uses: ['jobs_details_needed_id_idx'] },
  ),
  listCase('owner, search', owner, {}, { filters: { search: 'engineer' }, inIndexOrder: false }),
  listCase(
    'staff, one user (the user filter)',
    () => STAFF,
    {},
    {
      filters: { userId: '40ca0979-0c31-c57a-e9b4-68903f6cd580' },
      inIndexOrder: false,
      uses: ['jobs_owner_default_idx'],
    },
  ),
  // The counts by status above the list: the counters (a few rows by primary key, jobs not read)
  // when nothing but the scope narrows them, else the rows from an index, no Seq Scan.
  {
    name: 'counts by status, staff, every job (counters)',
    inIndexOrder: false,
    counters: true,
    uses: ['job_status_counts_pkey'],
    query: () => jobStatusCountsQuery(STAFF, {}),
  },
  {
    name: 'counts by status, owner (counters)',
    inIndexOrder: false,
    counters: true,
    uses: ['job_user_status_counts_pkey'],
    query: () => jobStatusCountsQuery(owner(), {}),
  },
  {
    name: 'counts by status, staff, one user (counters)',
    inIndexOrder: false,
    counters: true,
    uses: ['job_user_status_counts_pkey'],
    query: () => jobStatusCountsQuery(STAFF, { userId: ownerId }),
  },
  {
    name: 'counts by status, owner, search (the owner’s rows)',
    inIndexOrder: false,
    uses: ['jobs_owner_default_idx'],
    query: () => jobStatusCountsQuery(owner(), { search: 'engineer' }),
  },
  {
    name: 'counts by status, staff, search (up to the cap)',
    inIndexOrder: false,
    query: () => jobStatusCountsQuery(STAFF, { search: 'engineer' }),
  },
  {
    name: 'counts by status, staff, platform and day (up to the cap)',
    inIndexOrder: false,
    query: () => jobStatusCountsQuery(STAFF, { platform: 'Lever', receivedFrom: '2026-02-01' }),
  },
  {
    name: 'export, a page after a cursor',
    inIndexOrder: true,
    query: () =>
      jobExportQuery({
        filters: {},
        after: { at: new Date('2026-03-01T00:00:00Z'), id: '00000000-0000-4000-8000-000000000001' },
        limit: 2001,
      }),
  },
];

describe(`jobs list queries on ${JOBS} jobs of ${USERS} users`, () => {
  it.each(cases)('$name is served by an index', async ({ query, inIndexOrder, uses, counters }) => {
    const root = await plan(query());
    const nodes = nodesOf(root);
    expect(
      nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'jobs'),
    ).toEqual([]);
    if (counters) expect(nodes.filter((node) => node['Relation Name'] === 'jobs')).toEqual([]);
    else expect(nodes.some((node) => node['Index Name']?.startsWith('jobs_'))).toBe(true);
    const indexes = nodes.map((node) => node['Index Name']);
    for (const index of uses ?? []) expect(indexes).toContain(index);
    if (inIndexOrder) {
      const types = mainNodesOf(root).map((node) => node['Node Type']);
      expect(types).not.toContain('Sort');
      expect(types).not.toContain('Incremental Sort');
    }
  });

  it('keeps each query text and plan in job-list.repository.sql.md', async () => {
    const sections: string[] = [];
    for (const { name, query } of cases) {
      const sql = query();
      const lines = sql.text.split('\n').filter((line) => line.trim() !== '');
      const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
      const text = lines.map((line) => line.slice(indent).trimEnd()).join('\n');
      sections.push(`## ${name}\n\n\`\`\`sql\n${text}\n\`\`\`\n\n\`\`\`\n${await planText(sql)}\n\`\`\`\n`);
    }
    const page = [
      '# Jobs list and export queries',
      '',
      'Written by services/jobs/test/service/job-list-plans.svc-spec.ts (rewrite with `-u`): the SQL',
      `each list order and filter runs and its plan (EXPLAIN, COSTS OFF) on ${JOBS} jobs of ${USERS} users.`,
      'Sequential scans are switched off (`enable_seqscan`), as the table is small: a Seq Scan on jobs',
      'left in a plan means no index can serve the query, a regression; so is a Sort in a staff order',
      "(the list of every job). An owner's list reads the owner's rows by index and may sort those few.",
      '',
      ...sections,
    ].join('\n');
    await expect(page).toMatchFileSnapshot('../../src/jobs/job-list.repository.sql.md');
  });
});
