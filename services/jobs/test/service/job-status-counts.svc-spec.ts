import { randomUUID } from 'node:crypto';
import {
  ChangeJobStatusRpc,
  CountJobsByStatusRpc,
  DeleteJobRpc,
  ImportJobRpc,
  JOB_STATUS_COUNT_CAP,
  type TJobActor,
  type TJobFilters,
} from '@hirerelay/contracts';
import { JOB_STATUSES } from '@hirerelay/domain';
import { FIXTURE_PAGES, startFixturePageServer } from '@hirerelay/testing/job-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingQuotaClient } from '../../src/clients/billing-quota.client.js';
import { JobImportService } from '../../src/import/job-import.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { seedJob, STAFF, startJobsModule, type JobsModule } from '../support/jobs-module.js';

/*
 * The counts by status above the jobs list come from counters that triggers on jobs keep in the
 * same transaction as each job write (migration 20261127173000_job_status_counts): they must equal
 * a COUNT(*) of the rows whatever writes ran at the same time. Imports go through the import
 * service (billing stood in, the fixture pages read for real), status changes and deletes through
 * staff's job detail service, bulk changes as plain SQL, all at once on the module's pool.
 */

const quota = {
  check: async () => {},
  reserve: async () => ({ planName: 'Starter' }),
  releaseQuietly: async () => {},
};

let jobs: JobsModule;
let fixtures: Awaited<ReturnType<typeof startFixturePageServer>>;
let lists: JobsService;
let detail: JobDetailService;
let imports: JobImportService;

beforeAll(async () => {
  fixtures = await startFixturePageServer();
  jobs = await startJobsModule({
    env: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' },
    replace: [{ provide: BillingQuotaClient, useValue: quota }],
  });
  lists = jobs.app.get(JobsService);
  detail = jobs.app.get(JobDetailService);
  imports = jobs.app.get(JobImportService);
});
afterAll(async () => {
  await jobs?.close();
  await fixtures?.close();
});

const countsOf = (actor: TJobActor, filters: TJobFilters = {}) =>
  lists.countByStatus(CountJobsByStatusRpc.request.parse({ ...filters, actor }));

/** What COUNT(*) says, in the reply's shape: every status, zero when none, nothing capped. */
async function countedRows(userId?: string) {
  const { rows } = await jobs.sql.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM jobs WHERE $1::uuid IS NULL OR user_id = $1::uuid GROUP BY status`,
    [userId ?? null],
  );
  const countOf = new Map(rows.map((row) => [row.status, row.count]));
  const counts = JOB_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 }));
  return { total: counts.reduce((sum, { count }) => sum + count, 0), capped: false, counts };
}

/** Writers at once: fewer than the module's pool (10 connections). */
const WRITERS = 8;

const statusAt = (n: number) => JOB_STATUSES[n % JOB_STATUSES.length]!;

describe('the counts by status, kept by triggers', () => {
  it('equal COUNT(*) for staff and for each user after concurrent imports, status changes and deletions', async () => {
    const users = [randomUUID(), randomUUID(), randomUUID()];
    const seeded = await Promise.all(
      Array.from({ length: 66 }, (_, n) =>
        seedJob(jobs, { userId: users[n % users.length]!, status: statusAt(n) }),
      ),
    );
    const staff: TJobActor = STAFF;
    const link = (n: number) => `${fixtures.pageUrl(FIXTURE_PAGES.linkedin)}?jobid=${randomUUID()}-${n}`;

    // Applied needs what staff sent.
    const submission = {
      resumeAttached: true,
      coverLetterAttached: false,
      appliedUrl: 'https://acme.example.com/apply/1',
    };
    const move = (jobId: string, status: string) => () =>
      detail.changeStatus(
        ChangeJobStatusRpc.request.parse({
          actor: staff,
          jobId,
          status,
          ...(status === 'Applied' ? { submission } : {}),
        }),
      );
    // On the module's pool, as the service's own writes (the test's one client would queue them).
    const statement = (sql: string, ids: string[]) => () => jobs.db.$executeRawUnsafe(sql, ids);
    const writes: (() => Promise<unknown>)[] = [
      // Imports: new Saved jobs of each user.
      ...Array.from(
        { length: 24 },
        (_, n) => () =>
          imports.import(ImportJobRpc.request.parse({ userId: users[n % users.length]!, url: link(n) })),
      ),
      // Status changes, some jobs moved twice at once (the row lock orders them).
      ...seeded.slice(0, 30).map((jobId, n) => move(jobId, statusAt(n + 1))),
      ...seeded
        .slice(0, 30)
        .filter((_, n) => n % 3 === 0)
        .map((jobId, n) => move(jobId, statusAt(n + 3))),
      // Deletions.
      ...seeded
        .slice(30, 45)
        .map((jobId) => () => detail.delete(DeleteJobRpc.request.parse({ actor: staff, jobId }))),
      // Statements that change many jobs at once, and one that moves no job between statuses (as a
      // toggle or the unread counters do).
      statement(`UPDATE jobs SET status = 'Rejected' WHERE id = ANY($1::uuid[])`, seeded.slice(45, 53)),
      statement(`UPDATE jobs SET status = 'Offer Received' WHERE id = ANY($1::uuid[])`, seeded.slice(53, 60)),
      statement(`UPDATE jobs SET admin_reviewed = true WHERE id = ANY($1::uuid[])`, seeded.slice(60)),
    ];
    // Interleaved (imports, moves and deletes side by side), WRITERS at a time: within the module's
    // pool, so each waits on the others' locks rather than for a connection.
    const queue = writes
      .map((write, n) => ({ write, key: (n * 37) % writes.length }))
      .sort((a, b) => a.key - b.key);
    const failures: unknown[] = [];
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await next.write().catch((error: unknown) => failures.push(error));
        }
      }),
    );
    expect(failures).toEqual([]);

    expect(await countsOf(staff)).toEqual(await countedRows());
    for (const userId of users) {
      const mine = await countedRows(userId);
      expect(mine.total).toBeGreaterThan(0);
      expect(await countsOf({ userId, role: 'user' })).toEqual(mine);
      // Staff's user filter reads the same counters.
      expect(await countsOf(staff, { userId })).toEqual(mine);
    }

    // The counters themselves, row by row (no stray counts for statuses or users with no jobs).
    const { rows: drift } = await jobs.sql.query(
      `SELECT coalesce(c.user_id, r.user_id) AS user_id, coalesce(c.status, r.status) AS status,
              c.count AS counter, r.count AS rows
         FROM (SELECT user_id, status, count FROM job_user_status_counts WHERE count <> 0) c
         FULL JOIN (SELECT user_id, status, count(*)::int AS count FROM jobs GROUP BY user_id, status) r
           ON r.user_id = c.user_id AND r.status = c.status
        WHERE c.count IS DISTINCT FROM r.count
       UNION ALL
       SELECT NULL, coalesce(c.status, r.status), c.count, r.count
         FROM (SELECT status, sum(count)::int AS count FROM job_status_counts GROUP BY status HAVING sum(count) <> 0) c
         FULL JOIN (SELECT status, count(*)::int AS count FROM jobs GROUP BY status) r ON r.status = c.status
        WHERE c.count IS DISTINCT FROM r.count`,
    );
    expect(drift).toEqual([]);
  });

  it('are emptied with the table by TRUNCATE and rebuilt from the rows by job_status_counts_rebuild()', async () => {
    const userId = randomUUID();
    await seedJob(jobs, { userId, status: 'Applied' });
    // A bulk load runs without triggers (the bench's seed): the counters miss its rows until rebuilt.
    await jobs.sql.query('SET session_replication_role = replica');
    try {
      await jobs.sql.query(
        `INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type, platform,
                           url, normalized_url, site, site_job_id, date_posted, job_type, salary, due_at)
         SELECT gen_random_uuid(), $1::uuid, 'Engineer', 'Acme', 'Remote', 'A job.', 'Saved', 'Starter', 'LinkedIn',
                'https://jobs.example.com/' || n, 'https://jobs.example.com/' || n, 'jobs.example.com', n::text,
                'x', 'x', 'x', now() + interval '72 hours'
           FROM generate_series(1, 3) AS n`,
        [userId],
      );
    } finally {
      await jobs.sql.query('RESET session_replication_role');
    }
    expect((await countsOf({ userId, role: 'user' })).total).toBe(1);
    await jobs.sql.query('SELECT job_status_counts_rebuild()');
    expect(await countsOf({ userId, role: 'user' })).toEqual(await countedRows(userId));
    expect(await countsOf(STAFF)).toEqual(await countedRows());

    await jobs.sql.query('TRUNCATE jobs CASCADE');
    expect(await countsOf(STAFF)).toEqual(await countedRows());
    expect((await countsOf(STAFF)).total).toBe(0);
  });
});

describe('the counts under filters', () => {
  it('stop at the cap over every job, saying so, and count one user’s jobs exactly', async () => {
    const many = randomUUID();
    const few = randomUUID();
    // More jobs matching the search than the cap, of one user but one.
    await jobs.sql.query(
      `INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type, platform,
                         url, normalized_url, site, site_job_id, date_posted, job_type, salary, due_at)
       SELECT gen_random_uuid(), CASE WHEN n = 0 THEN $3::uuid ELSE $2::uuid END,
              CASE WHEN n % 2 = 0 THEN 'Capped Engineer' ELSE 'Gardener' END, 'Acme', 'Remote', 'A job.',
              CASE WHEN n <= 6 THEN 'Saved' ELSE 'Applied' END, 'Starter', 'LinkedIn',
              'https://capped.example.com/' || n, 'https://capped.example.com/' || n, 'capped.example.com', n::text,
              'x', 'x', 'x', now() + interval '72 hours'
         FROM generate_series(0, $1::int) AS n`,
      [2 * JOB_STATUS_COUNT_CAP + 200, many, few],
    );
    const search = { search: 'capped engineer' };
    const capped = await countsOf(STAFF, search);
    expect(capped).toMatchObject({ total: JOB_STATUS_COUNT_CAP, capped: true });
    // Every count a lower bound: never more than the jobs there are.
    const counted = await countedRows();
    for (const { status, count } of capped.counts) {
      expect(count).toBeLessThanOrEqual(counted.counts.find((row) => row.status === status)!.count);
    }

    // One user's jobs under the same filter: exact, however many (the user's rows, not the table's).
    const own = await countsOf({ userId: many, role: 'user' }, search);
    expect(own.capped).toBe(false);
    expect(Object.fromEntries(own.counts.map((row) => [row.status, row.count]))).toMatchObject({
      Applied: JOB_STATUS_COUNT_CAP + 97,
      Saved: 3,
    });
    expect(await countsOf(STAFF, { ...search, userId: many })).toEqual(own);
    expect(await countsOf(STAFF, { ...search, userId: few })).toMatchObject({ total: 1, capped: false });
    // A user naming another user counts nothing, with or without other filters.
    expect((await countsOf({ userId: few, role: 'user' }, { userId: many })).total).toBe(0);
    expect((await countsOf({ userId: few, role: 'user' }, { ...search, userId: many })).total).toBe(0);
  });

  it('are exact over every job when fewer jobs match than the cap', async () => {
    await seedJob(jobs, { userId: randomUUID(), title: 'Rare Lighthouse Keeper', status: 'Withdrawn' });
    await seedJob(jobs, { userId: randomUUID(), company: 'Lighthouse Keepers Ltd', status: 'Applied' });
    const counts = await countsOf(STAFF, { search: 'lighthouse keeper' });
    expect(counts).toMatchObject({ total: 2, capped: false });
    expect(counts.counts.filter((row) => row.count > 0)).toEqual([
      { status: 'Applied', count: 1 },
      { status: 'Withdrawn', count: 1 },
    ]);
  });
});
