import type { KeysetPosition } from '@hirerelay/nest-common';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.js';
import { listAllQuery, listPublishedQuery } from '../../src/blog/blog-post.repository.js';

/*
 * The blog's list queries must read their index in order and stop after one page, even when
 * thousands of posts share one timestamp (an import, a seed): a Sort or Incremental Sort node means
 * PostgreSQL reads and sorts the whole tie group for every page. The test EXPLAINs the repository's
 * own SQL on such a table and writes each query's text and plan shape to
 * src/blog/blog-post.repository.sql.md, the reviewer's copy (`vitest -u` rewrites it on purpose).
 */

const backing = inject('backing');
const PAGE = 20;
const POSTS = 3_000;
/** Most of the posts share one publication and creation time, the case that exposed the slip. */
const TIED = 2_700;
const SHARED_TIME = '2026-01-15T09:00:00Z';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_content` });
  await db.connect();
  // Everything below runs in one transaction that is rolled back: the other blog tests share the table.
  await db.query('BEGIN');
  // Deterministic ids and time zone keep the plan text (it shows the cursor's values) the same per run.
  await db.query(`SET LOCAL TimeZone = 'UTC'`);
  await db.query(
    `INSERT INTO blog_posts (id, title, slug, excerpt, content, published, published_at, created_at, updated_at, author_id)
     SELECT md5('blog-list-plans-' || n)::uuid, 'Post ' || n, 'blog-list-plans-' || n, 'An excerpt.', 'Body of post ' || n,
            n % 10 <> 0,
            CASE WHEN n % 10 = 0 THEN NULL
                 WHEN n <= $2 THEN $3::timestamptz
                 ELSE $3::timestamptz - n * interval '1 minute' END,
            CASE WHEN n <= $2 THEN $3::timestamptz ELSE $3::timestamptz - n * interval '1 minute' END,
            $3::timestamptz, gen_random_uuid()
       FROM generate_series(1, $1::int) AS n`,
    [POSTS, TIED, SHARED_TIME],
  );
  await db.query('ANALYZE blog_posts');
});

afterAll(async () => {
  await db?.query('ROLLBACK');
  await db?.end();
});

async function plan(query: Prisma.Sql): Promise<PlanNode> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${query.text}`,
    query.values,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

async function planText(query: Prisma.Sql): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (COSTS OFF) ${query.text}`,
    query.values,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** A position inside the tie group, so the next page starts in the middle of one timestamp. */
async function positionInTies(column: 'published_at' | 'created_at'): Promise<KeysetPosition> {
  const { rows } = await db.query<{ at: Date; id: string }>(
    `SELECT ${column} AS at, id::text AS id FROM blog_posts WHERE ${column} = $1::timestamptz
      ORDER BY id DESC OFFSET 100 LIMIT 1`,
    [SHARED_TIME],
  );
  return { at: rows[0]!.at, id: rows[0]!.id };
}

interface Case {
  name: string;
  index: string;
  query: () => Promise<Prisma.Sql>;
  /** The keyset comparison the index condition must carry on a cursor page (not a Filter). */
  cursorColumns?: string[];
}

const cases: Case[] = [
  {
    name: 'listPublished, first page',
    index: 'blog_posts_published_published_at_id_idx',
    query: async () => listPublishedQuery(undefined, PAGE + 1),
  },
  {
    name: 'listPublished, cursor page',
    index: 'blog_posts_published_published_at_id_idx',
    query: async () => listPublishedQuery(await positionInTies('published_at'), PAGE + 1),
    cursorColumns: ['published_at', 'id'],
  },
  {
    name: 'listAll, first page',
    index: 'blog_posts_created_at_id_idx',
    query: async () => listAllQuery(undefined, PAGE + 1),
  },
  {
    name: 'listAll, cursor page',
    index: 'blog_posts_created_at_id_idx',
    query: async () => listAllQuery(await positionInTies('created_at'), PAGE + 1),
    cursorColumns: ['created_at', 'id'],
  },
];

describe(`blog list queries on ${POSTS} posts, ${TIED} sharing one timestamp`, () => {
  it.each(cases)('$name reads $index in order without sorting', async ({ query, index, cursorColumns }) => {
    const nodes = nodesOf(await plan(await query()));
    const types = nodes.map((node) => node['Node Type']);

    expect(types).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    const scan = nodes.find((node) => node['Node Type'] === 'Index Scan');
    expect(scan, `plan: ${types.join(' > ')}`).toBeDefined();
    expect(scan!['Index Name']).toBe(index);
    if (cursorColumns) {
      // The row comparison bounds the index scan; as a Filter it would read the skipped rows again.
      expect(scan!['Index Cond']).toMatch(new RegExp(`\\(${cursorColumns.join(', ')}\\) <`));
      expect(scan!.Filter ?? '').not.toMatch(/\) </);
    }
  });

  it('keeps each query text and plan in blog-post.repository.sql.md', async () => {
    const sections: string[] = [];
    for (const { name, query } of cases) {
      const sql = await query();
      const lines = sql.text.split('\n').filter((line) => line.trim() !== '');
      const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
      const text = lines.map((line) => line.slice(indent).trimEnd()).join('\n');
      sections.push(`## ${name}\n\n\`\`\`sql\n${text}\n\`\`\`\n\n\`\`\`\n${await planText(sql)}\n\`\`\`\n`);
    }
    const page = [
      '# BlogPostRepository list queries',
      '',
      `Written by services/content/test/integration/blog-list-plans.int-spec.ts (rewrite with \`-u\`):`,
      `the SQL each list runs and its plan (EXPLAIN, COSTS OFF) on ${POSTS} posts, ${TIED} of them`,
      'sharing one `published_at` and `created_at`. A Sort or Incremental Sort here is a regression.',
      '',
      ...sections,
    ].join('\n');
    await expect(page).toMatchFileSnapshot('../../src/blog/blog-post.repository.sql.md');
  });
});
