import { randomUUID } from 'node:crypto';
import {
  CountJobsByStatusRpc,
  ErrorCode,
  INVALID_CURSOR,
  ListJobsRpc,
  type RpcRequest,
  type TJobActor,
  type TJobRow,
  type TJobSortColumn,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { seedJob, startJobsModule, type JobSeed, type JobsModule } from '../support/jobs-module.js';

/*
 * The jobs list against a known data set: who sees what, the default orders, every
 * sortable column both ways, each filter, and keyset pages that walk the same sequence as one
 * long page.
 */

let jobs: JobsModule;
let service: JobsService;

const alice = randomUUID();
const bob = randomUUID();
const ALICE: TJobActor = { userId: alice, role: 'user' };
const BOB: TJobActor = { userId: bob, role: 'user' };
const STAFF: TJobActor = { userId: randomUUID(), role: 'admin' };

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

// Ids chosen so the ID column's order and the ID filter have something to tell apart.
const SEEDS: (JobSeed & { id: string })[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    userId: alice,
    title: 'backend Engineer',
    company: 'Zeta Labs',
    status: 'Saved',
    platform: 'LinkedIn',
    dateReceived: day('2026-11-01'),
  },
  {
    id: 'b0000000-0000-4000-8000-000000000002',
    userId: alice,
    title: 'Data Analyst',
    company: 'acme',
    status: 'Applied',
    platform: 'Indeed',
    dateReceived: day('2026-11-05'),
    dateApplied: day('2026-11-07'),
    unreadForOwner: 2,
  },
  {
    id: 'c0000000-0000-4000-8000-000000000003',
    userId: alice,
    title: 'Product Manager',
    company: 'Beta Corp',
    status: 'Rejected',
    platform: 'Greenhouse',
    dateReceived: day('2026-11-10'),
    dateApplied: day('2026-11-11'),
    adminReviewed: true,
  },
  {
    id: 'd0000000-0000-4000-8000-000000000004',
    userId: alice,
    title: 'Frontend engineer',
    company: 'Gamma 100%_Remote',
    status: 'Saved',
    platform: 'LinkedIn',
    dateReceived: day('2026-11-12'),
    unreadForStaff: 1,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000005',
    userId: alice,
    title: 'Designer',
    company: 'Delta',
    status: 'Interview Scheduled',
    platform: 'Lever',
    dateReceived: day('2026-11-15'),
    dateApplied: day('2026-11-16'),
    adminReviewed: true,
  },
  {
    id: 'f0000000-0000-4000-8000-000000000006',
    userId: bob,
    title: 'DevOps Engineer',
    company: 'Epsilon',
    status: 'Saved',
    platform: 'Indeed',
    dateReceived: day('2026-11-03'),
  },
  {
    id: '10000000-0000-4000-8000-000000000007',
    userId: bob,
    title: 'QA Engineer',
    company: 'Acme Industries',
    status: 'Applied',
    platform: 'Workday',
    dateReceived: day('2026-11-20'),
    dateApplied: day('2026-11-21'),
    adminReviewed: true,
    unreadForOwner: 1,
  },
];

beforeAll(async () => {
  jobs = await startJobsModule();
  service = jobs.app.get(JobsService);
  for (const seed of SEEDS) await seedJob(jobs, seed);
});
afterAll(async () => {
  await jobs?.close();
});

type ListRequest = Omit<RpcRequest<typeof ListJobsRpc>, 'actor'>;
const list = (actor: TJobActor, request: ListRequest = {}) =>
  service.list(ListJobsRpc.request.parse({ ...request, actor }));
const ids = (rows: TJobRow[]) => rows.map((row) => row.id);

/** Every row of a list, read `pageSize` at a time through the cursors. */
async function walk(actor: TJobActor, request: ListRequest, pageSize: number): Promise<TJobRow[]> {
  const rows: TJobRow[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const page = await list(actor, { ...request, limit: pageSize, ...(cursor ? { cursor } : {}) });
    rows.push(...page.items);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
  throw new Error('the cursors never ended');
}

const seedsOf = (userId?: string) => SEEDS.filter((seed) => !userId || seed.userId === userId);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The expected order of a column, written out from the spec: ties broken by id, the same way. */
const SORT_VALUE: Record<TJobSortColumn, (seed: JobSeed & { id: string }) => string | number> = {
  id: () => 0,
  title: (seed) => seed.title!.toLowerCase(),
  company: (seed) => seed.company!.toLowerCase(),
  status: (seed) => seed.status!,
  platform: (seed) => seed.platform!,
  dateReceived: (seed) => seed.dateReceived!.getTime(),
  dateApplied: (seed) => seed.dateApplied?.getTime() ?? Number.NEGATIVE_INFINITY,
};

function expectedOrder(
  userId: string | undefined,
  sort: TJobSortColumn,
  direction: 'asc' | 'desc',
): string[] {
  const sorted = [...seedsOf(userId)].sort((a, b) => {
    const [x, y] = [SORT_VALUE[sort](a), SORT_VALUE[sort](b)];
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  });
  return (direction === 'asc' ? sorted : sorted.reverse()).map((seed) => seed.id);
}

describe('who sees which jobs', () => {
  it("shows a user only their own jobs, with their side's unread count", async () => {
    const page = await list(ALICE);
    expect(page.items.map((row) => row.userId)).toEqual(Array(5).fill(alice));
    expect(page.items.find((row) => row.id === SEEDS[1]!.id)?.unreadMessages).toBe(2);
    expect((await list(BOB)).items.map((row) => row.id).sort()).toEqual([SEEDS[5]!.id, SEEDS[6]!.id].sort());
  });

  it("shows staff every job, with staff's unread count", async () => {
    const page = await list(STAFF);
    expect(page.items).toHaveLength(SEEDS.length);
    expect(page.items.find((row) => row.id === SEEDS[3]!.id)?.unreadMessages).toBe(1);
    expect(page.items.find((row) => row.id === SEEDS[1]!.id)?.unreadMessages).toBe(0);
  });
});

describe('the default order', () => {
  it('puts the owner’s unread jobs first, then the newest received', async () => {
    expect(ids((await list(ALICE)).items)).toEqual([
      SEEDS[1]!.id, // unread for the owner
      SEEDS[4]!.id, // 11-15
      SEEDS[3]!.id, // 11-12 (unread for staff only)
      SEEDS[2]!.id, // 11-10
      SEEDS[0]!.id, // 11-01
    ]);
  });

  it('puts staff’s unread jobs first, then unreviewed before reviewed, then the newest received', async () => {
    expect(ids((await list(STAFF)).items)).toEqual([
      SEEDS[3]!.id, // unread for staff
      SEEDS[1]!.id, // unreviewed, 11-05
      SEEDS[5]!.id, // unreviewed, 11-03
      SEEDS[0]!.id, // unreviewed, 11-01
      SEEDS[6]!.id, // reviewed, 11-20
      SEEDS[4]!.id, // reviewed, 11-15
      SEEDS[2]!.id, // reviewed, 11-10
    ]);
  });

  it('walks the same order page by page through the cursors', async () => {
    expect(ids(await walk(STAFF, {}, 2))).toEqual(ids((await list(STAFF)).items));
    expect(ids(await walk(ALICE, {}, 1))).toEqual(ids((await list(ALICE)).items));
  });
});

const COLUMNS: TJobSortColumn[] = [
  'id',
  'title',
  'company',
  'status',
  'platform',
  'dateReceived',
  'dateApplied',
];

describe.each(COLUMNS)('sorting by %s', (sort) => {
  it.each(['desc', 'asc'] as const)(
    '%s, for staff and for an owner, in one page and in pages of 2',
    async (direction) => {
      const staffOrder = expectedOrder(undefined, sort, direction);
      expect(ids((await list(STAFF, { sort, direction })).items)).toEqual(staffOrder);
      expect(ids(await walk(STAFF, { sort, direction }, 2))).toEqual(staffOrder);
      const aliceOrder = expectedOrder(alice, sort, direction);
      expect(ids((await list(ALICE, { sort, direction })).items)).toEqual(aliceOrder);
      expect(ids(await walk(ALICE, { sort, direction }, 2))).toEqual(aliceOrder);
    },
  );

  it('sorts descending when no direction is given (the first click)', async () => {
    expect(ids((await list(STAFF, { sort })).items)).toEqual(expectedOrder(undefined, sort, 'desc'));
  });
});

describe('filters', () => {
  it('matches a substring of the id, in either case', async () => {
    expect(ids((await list(STAFF, { jobId: 'C000000' })).items)).toEqual([SEEDS[2]!.id]);
    expect(ids((await list(STAFF, { jobId: '000000000007' })).items)).toEqual([SEEDS[6]!.id]);
  });

  it('matches the status and the platform exactly', async () => {
    expect(ids((await list(STAFF, { status: 'Applied', sort: 'id' })).items)).toEqual(
      [SEEDS[1]!.id, SEEDS[6]!.id].sort().reverse(),
    );
    expect(ids((await list(ALICE, { platform: 'LinkedIn', sort: 'id', direction: 'asc' })).items)).toEqual([
      SEEDS[0]!.id,
      SEEDS[3]!.id,
    ]);
    expect((await list(STAFF, { platform: 'linkedin' })).items).toEqual([]);
  });

  it('keeps jobs received on or after the day (UTC)', async () => {
    const received = await list(STAFF, {
      receivedFrom: '2026-11-12',
      sort: 'dateReceived',
      direction: 'asc',
    });
    expect(ids(received.items)).toEqual([SEEDS[3]!.id, SEEDS[4]!.id, SEEDS[6]!.id]);
  });

  it('searches the title or the company, case-insensitively, with % and _ meaning themselves', async () => {
    expect(ids((await list(STAFF, { search: 'ENGINEER', sort: 'id', direction: 'asc' })).items)).toEqual(
      [SEEDS[0]!, SEEDS[3]!, SEEDS[5]!, SEEDS[6]!].sort(byId).map((seed) => seed.id),
    );
    expect(ids((await list(STAFF, { search: 'acme', sort: 'id', direction: 'asc' })).items)).toEqual(
      [SEEDS[1]!, SEEDS[6]!].sort(byId).map((seed) => seed.id),
    );
    expect(ids((await list(STAFF, { search: '100%_r' })).items)).toEqual([SEEDS[3]!.id]);
    // As wildcards, `a_m` would find "acme" and `e%r` every engineer.
    expect((await list(STAFF, { search: 'a_m' })).items).toEqual([]);
    expect((await list(STAFF, { search: 'e%r' })).items).toEqual([]);
  });

  it('combines filters with the scope', async () => {
    expect(ids((await list(BOB, { search: 'acme', status: 'Applied' })).items)).toEqual([SEEDS[6]!.id]);
    expect((await list(ALICE, { search: 'QA' })).items).toEqual([]);
  });
});

describe("the user filter (staff: one user's jobs)", () => {
  it("gives staff only that user's jobs, in any order", async () => {
    expect(ids((await list(STAFF, { userId: bob, sort: 'id', direction: 'asc' })).items)).toEqual(
      seedsOf(bob)
        .sort(byId)
        .map((seed) => seed.id),
    );
    expect(ids((await list(STAFF, { userId: alice, status: 'Saved', sort: 'id' })).items)).toEqual(
      [SEEDS[0]!.id, SEEDS[3]!.id].sort().reverse(),
    );
  });

  it("never shows a user another user's jobs through it", async () => {
    expect((await list(ALICE, { userId: bob })).items).toEqual([]);
    expect(ids((await list(ALICE, { userId: alice, sort: 'id', direction: 'asc' })).items)).toEqual(
      seedsOf(alice)
        .sort(byId)
        .map((seed) => seed.id),
    );
  });
});

describe('counts by status', () => {
  const counts = async (
    actor: TJobActor,
    filters: Omit<RpcRequest<typeof CountJobsByStatusRpc>, 'actor'> = {},
  ) => {
    const reply = await service.countByStatus(CountJobsByStatusRpc.request.parse({ ...filters, actor }));
    return {
      total: reply.total,
      counts: Object.fromEntries(reply.counts.map((row) => [row.status, row.count])),
    };
  };

  it("counts only the caller's own jobs for a user, every status listed", async () => {
    const mine = await counts(ALICE);
    expect(mine.total).toBe(5);
    expect(mine.counts).toEqual({
      Saved: 2,
      Applied: 1,
      'Interview Scheduled': 1,
      'Interview Completed': 0,
      'Offer Received': 0,
      Rejected: 1,
      Withdrawn: 0,
    });
    // Another user's id as a filter counts nothing rather than their jobs.
    expect((await counts(ALICE, { userId: bob })).total).toBe(0);
    expect((await counts(BOB)).counts).toMatchObject({ Saved: 1, Applied: 1, Rejected: 0 });
  });

  it('counts every job for staff, under the filters but the status one', async () => {
    expect((await counts(STAFF)).total).toBe(SEEDS.length);
    expect((await counts(STAFF)).counts).toMatchObject({ Saved: 3, Applied: 2, Rejected: 1 });
    expect((await counts(STAFF, { userId: bob })).counts).toMatchObject({ Saved: 1, Applied: 1 });
    expect((await counts(STAFF, { userId: bob })).total).toBe(2);
    expect((await counts(STAFF, { search: 'engineer' })).counts).toMatchObject({ Saved: 3, Applied: 1 });
    // The status filter would leave one tab counted: the counts ignore it.
    expect((await counts(STAFF, { status: 'Applied' })).total).toBe(SEEDS.length);
  });
});

describe('cursors', () => {
  it('refuses a cursor it did not issue, or one of another order', async () => {
    const invalid = { code: ErrorCode.Validation, fields: { cursor: INVALID_CURSOR } };
    await expectRefusal(list(STAFF, { cursor: 'bm90LWEtY3Vyc29y' }), invalid);
    const byTitle = await list(STAFF, { sort: 'title', limit: 1 });
    await expectRefusal(list(STAFF, { sort: 'company', cursor: byTitle.nextCursor! }), invalid);
    await expectRefusal(
      list(STAFF, { sort: 'title', direction: 'asc', cursor: byTitle.nextCursor! }),
      invalid,
    );
  });

  it('refuses a cursor whose row was deleted since, and gives an empty page after one that was not', async () => {
    // Carol's own two jobs, removed again at the end: the other tests count every job.
    const carol: TJobActor = { userId: randomUUID(), role: 'user' };
    const [first, second] = [randomUUID(), randomUUID()];
    await seedJob(jobs, { id: first, userId: carol.userId, dateReceived: day('2026-11-02') });
    await seedJob(jobs, { id: second, userId: carol.userId, dateReceived: day('2026-11-01') });
    try {
      const page = await list(carol, { limit: 1 });
      expect(ids(page.items)).toEqual([first]);
      await jobs.db.job.delete({ where: { id: second } });
      expect(await list(carol, { cursor: page.nextCursor! })).toEqual({ items: [], nextCursor: null });
      await jobs.db.job.delete({ where: { id: first } });
      await expectRefusal(list(carol, { cursor: page.nextCursor! }), {
        code: ErrorCode.Validation,
        fields: { cursor: INVALID_CURSOR },
      });
    } finally {
      await jobs.db.job.deleteMany({ where: { id: { in: [first, second] } } });
    }
  });

  it('ends with a null cursor on the last page', async () => {
    const page = await list(BOB, { limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
  });
});
