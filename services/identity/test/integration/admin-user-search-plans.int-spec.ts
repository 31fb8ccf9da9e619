import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.js';
import {
  adminUserOrder,
  adminUsersListQuery,
  type AdminUserQuery,
} from '../../src/admin/admin-users.repository.js';

/*
 * The staff user search must be able to use the trigram indexes (pg_trgm) for each place the text
 * can match: a search that matches few of a million accounts may not read the users newest first
 * and test each one (3.5–4.5 s). On a small table PostgreSQL rightly prefers that walk (or reading a
 * whole index), so the search plans are taken with sequential and plain index scans off
 * (`enable_seqscan`, `enable_indexscan`, `enable_indexonlyscan`): what is left is a bitmap scan of
 * an index the condition can use, which shows each branch's shape lets a trigram index serve it. Each query's SQL and plan are written to
 * src/admin/admin-users.repository.sql.md, the reviewer's copy (`vitest -u` rewrites it on purpose).
 * The figures at a million accounts come from `npm run bench:users`.
 */

const backing = inject('backing');
const ACCOUNTS = 4_000;
const PAGE = 51;
const RARE = 'Plansrarename';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_identity` });
  await db.connect();
  // Everything below runs in one transaction that is rolled back: the other identity tests share the tables.
  await db.query('BEGIN');
  await db.query(`SET LOCAL TimeZone = 'UTC'`);
  await db.query(
    `INSERT INTO users (id, email, password_hash, role, status, created_at, updated_at, plan)
     SELECT md5('search-plans-' || n)::uuid, 'search-plans-' || n || '@example.com', 'x', 'user',
            (ARRAY['active','active','active','pending','unpaid'])[1 + n % 5]::account_status,
            timestamptz '2026-01-01' + n * interval '1 minute', now(),
            (ARRAY['Free','Free','Free','Starter','Professional'])[1 + n % 5]
       FROM generate_series(1, $1::int) AS n`,
    [ACCOUNTS],
  );
  await db.query(
    `INSERT INTO profiles (user_id, full_name, updated_at)
     SELECT md5('search-plans-' || n)::uuid,
            CASE WHEN n % 1000 = 1 THEN 'Ada ' || $2 ELSE 'Person ' || n END, now()
       FROM generate_series(1, $1::int) AS n`,
    [ACCOUNTS, RARE],
  );
  await db.query('ANALYZE users');
  await db.query('ANALYZE profiles');
  await db.query('SET LOCAL enable_seqscan = off');
});

/** Plain index scans off too (for the search cases), on again after. */
async function withBitmapScansOnly<T>(on: boolean, work: () => Promise<T>): Promise<T> {
  if (!on) return work();
  await db.query('SET enable_indexscan = off');
  await db.query('SET enable_indexonlyscan = off');
  try {
    return await work();
  } finally {
    await db.query('SET enable_indexscan = on');
    await db.query('SET enable_indexonlyscan = on');
  }
}

afterAll(async () => {
  await db?.query('ROLLBACK');
  await db?.end();
});

async function plan(query: Prisma.Sql, bitmapOnly: boolean): Promise<PlanNode> {
  const { rows } = await withBitmapScansOnly(bitmapOnly, () =>
    db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values),
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

async function planText(query: Prisma.Sql, bitmapOnly: boolean): Promise<string> {
  const { rows } = await withBitmapScansOnly(bitmapOnly, () =>
    db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${query.text}`, query.values),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface Case {
  name: string;
  query: AdminUserQuery;
  /** Indexes the plan must read (each branch's own); a list: any one of them will do. */
  indexes: (string | readonly string[])[];
}

const cases: Case[] = [
  {
    name: 'first page, no filter',
    query: { limit: PAGE },
    indexes: ['users_created_at_id_idx'],
  },
  {
    name: 'search by a rare name (name, e-mail and plan branches)',
    query: { search: RARE.toLowerCase(), limit: PAGE },
    indexes: ['users_search_name_trgm_idx', 'users_email_trgm_idx', 'users_plan_trgm_idx'],
  },
  {
    name: 'search matching a status word too ("paid": unpaid)',
    query: { search: 'paid', limit: PAGE },
    indexes: ['users_search_name_trgm_idx', 'users_email_trgm_idx', 'users_plan_trgm_idx'],
  },
  {
    name: 'search with the status filter and a cursor',
    query: {
      search: RARE.toLowerCase(),
      status: 'active',
      after: { at: new Date('2026-01-02T00:00:00Z'), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
      limit: PAGE,
    },
    // The exact status filter and the cursor bound the status index, which serves every branch.
    indexes: ['users_status_created_at_id_idx'],
  },
  // User Management's sortable columns: each order read from its own index.
  ...(
    [
      ['name', 'users_sort_name_idx'],
      ['email', 'users_sort_email_idx'],
      ['role', 'users_sort_role_idx'],
      ['status', 'users_sort_status_idx'],
      ['plan', 'users_sort_plan_idx'],
      ['lastLogin', 'users_sort_last_login_idx'],
    ] as const
  ).map(([sort, index]) => ({
    name: `sorted by ${sort}, a page after a cursor`,
    query: {
      order: adminUserOrder(sort, 'desc'),
      afterId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      limit: PAGE,
    },
    indexes: [index],
  })),
  // The assignee picker (GET /api/staff): the active staff by name, and its search of
  // the name and the e-mail only.
  {
    name: 'staff by name (the assignee picker), a page after a cursor',
    query: {
      role: 'admin',
      status: 'active',
      order: adminUserOrder('name', 'asc'),
      afterId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      limit: PAGE,
    },
    indexes: ['users_role_sort_name_idx'],
  },
  {
    name: 'staff searched by name or e-mail (the assignee picker)',
    query: {
      role: 'admin',
      status: 'active',
      search: RARE.toLowerCase(),
      searchContactOnly: true,
      order: adminUserOrder('name', 'asc'),
      limit: PAGE,
    },
    // Staff are few among the accounts: each branch reads the admins from an index led by the
    // role and tests their name or e-mail (a rare text among many staff would read its trigram
    // index). Which of the two role-led indexes depends on how many staff the shared table holds.
    indexes: [['users_role_sort_name_idx', 'users_sort_role_idx']],
  },
];

describe(`admin user list queries on ${ACCOUNTS} accounts (sequential scans off)`, () => {
  it.each(cases)('$name reads its indexes, never a whole table', async ({ query, indexes }) => {
    const nodes = nodesOf(await plan(adminUsersListQuery(query), query.search !== undefined));
    const shape = nodes.map(
      (node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`,
    );
    expect(
      nodes.map((node) => node['Node Type']),
      shape.join(' > '),
    ).not.toContain('Seq Scan');
    const read = new Set(nodes.map((node) => node['Index Name']).filter(Boolean));
    for (const index of indexes) {
      const anyOf = typeof index === 'string' ? [index] : index;
      expect(
        anyOf.some((name) => read.has(name)),
        `${anyOf.join(' or ')} in ${shape.join(' > ')}`,
      ).toBe(true);
    }
  });

  it('keeps the profile name\u2019s copy on the account (the name branch) as profiles change', async () => {
    const id = '5e1f2a4b-0c3d-4e5f-8a7b-9c0d1e2f3a4b';
    await db.query(
      `INSERT INTO users (id, email, password_hash, role, status, updated_at) VALUES ($1, 'copy@example.com', 'x', 'user', 'active', now())`,
      [id],
    );
    const copy = async () =>
      (await db.query<{ name: string | null }>('SELECT search_name AS name FROM users WHERE id = $1', [id]))
        .rows[0]!.name;
    await db.query(
      `INSERT INTO profiles (user_id, full_name, updated_at) VALUES ($1, 'Grace Hopper', now())`,
      [id],
    );
    expect(await copy()).toBe('Grace Hopper');
    await db.query(`UPDATE profiles SET full_name = 'Grace B. Hopper' WHERE user_id = $1`, [id]);
    expect(await copy()).toBe('Grace B. Hopper');
    await db.query(`UPDATE profiles SET full_name = NULL WHERE user_id = $1`, [id]);
    expect(await copy()).toBeNull();
  });

  it('finds the same accounts as the plain filters would', async () => {
    const query = adminUsersListQuery({ search: RARE.toLowerCase(), limit: PAGE });
    const { rows } = await db.query<{ fullName: string }>(query.text, query.values);
    // n % 1000 = 1: accounts 1, 1001, 2001 and 3001.
    expect(rows.map((row) => row.fullName)).toEqual(Array.from({ length: 4 }, () => `Ada ${RARE}`));
  });

  it('keeps each query text and plan in admin-users.repository.sql.md', async () => {
    const sections: string[] = [];
    for (const { name, query } of cases) {
      const sql = adminUsersListQuery(query);
      const lines = sql.text.split('\n').filter((line) => line.trim() !== '');
      const text = lines.map((line) => line.trimEnd()).join('\n');
      const plan = await planText(sql, query.search !== undefined);
      sections.push(`## ${name}\n\n\`\`\`sql\n${text}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\`\n`);
    }
    const page = [
      '# AdminUsersRepository list queries',
      '',
      'Written by services/identity/test/integration/admin-user-search-plans.int-spec.ts (rewrite with',
      `\`-u\`): the SQL the staff user list runs and its plan (EXPLAIN, COSTS OFF) on ${ACCOUNTS} accounts`,
      'with sequential scans off, and for the searches plain index scans off as well, which shows each',
      'search branch can read its trigram index. At a million accounts the planner picks per branch',
      'between that index and the walk of the created_at index (`npm run bench:users`).',
      '',
      ...sections,
    ].join('\n');
    await expect(page).toMatchFileSnapshot('../../src/admin/admin-users.repository.sql.md');
  });
});
