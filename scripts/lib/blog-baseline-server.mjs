// @ts-check
// The yardstick of `npm run bench:blog`: the public blog list (`GET /api/blog/posts`) as one Fastify
// process with two pg pools, no NATS and no framework around it. It runs the same two statements as
// the real path (content's page query, identity's names query) as named prepared statements, and
// answers byte-identical JSON (the bench checks that before it measures).
//
//   CONTENT_DATABASE_URL=… IDENTITY_DATABASE_URL=… PORT=… node scripts/lib/blog-baseline-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const PAGE = { default: 10, max: 100 };

const content = new pg.Pool({ connectionString: process.env.CONTENT_DATABASE_URL, max: 10 });
const identity = new pg.Pool({ connectionString: process.env.IDENTITY_DATABASE_URL, max: 10 });

const FIRST_PAGE = {
  name: 'blog-first-page',
  text: `SELECT blog_posts.id::text AS id, title, slug, excerpt, published_at AS "publishedAt",
                author_id::text AS "authorId"
           FROM blog_posts
          WHERE blog_posts.published = true AND blog_posts.published_at IS NOT NULL
          ORDER BY blog_posts.published_at DESC, blog_posts.id DESC
          LIMIT $1`,
};
const NEXT_PAGE = {
  name: 'blog-next-page',
  text: `SELECT blog_posts.id::text AS id, title, slug, excerpt, published_at AS "publishedAt",
                author_id::text AS "authorId"
           FROM blog_posts
          WHERE blog_posts.published = true AND blog_posts.published_at IS NOT NULL
            AND (blog_posts.published_at, blog_posts.id) < ($2::timestamptz, $3::uuid)
          ORDER BY blog_posts.published_at DESC, blog_posts.id DESC
          LIMIT $1`,
};
const NAMES = {
  name: 'user-names',
  text: `SELECT u.id::text AS id, p.full_name AS "fullName"
           FROM users u LEFT JOIN profiles p ON p.user_id = u.id
          WHERE u.id = ANY(string_to_array($1, ',')::uuid[])`,
};

/** @param {string} text @returns {[string, string] | null} */
function decodeCursor(text) {
  try {
    const parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(parts) && parts.length === 2 ? [String(parts[0]), String(parts[1])] : null;
  } catch {
    return null;
  }
}

const app = Fastify({ logger: false });
app.get('/api/blog/posts', async (request, reply) => {
  const query = /** @type {{ limit?: string, cursor?: string }} */ (request.query);
  const limit = Math.min(PAGE.max, Math.max(1, Number(query.limit ?? PAGE.default) || PAGE.default));
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) return reply.status(400).send({ error: { code: 'VALIDATION' } });
  const { rows } = await content.query(
    after
      ? { ...NEXT_PAGE, values: [limit + 1, after[0], after[1]] }
      : { ...FIRST_PAGE, values: [limit + 1] },
  );
  const page = rows.slice(0, limit);
  const authorIds = [...new Set(page.map((row) => row.authorId))];
  /** @type {Map<string, string | null>} */
  const names = new Map();
  if (authorIds.length > 0) {
    const found = await identity.query({ ...NAMES, values: [authorIds.join(',')] });
    for (const row of found.rows) names.set(row.id, row.fullName);
  }
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(JSON.stringify([last.publishedAt.toISOString(), last.id]), 'utf8').toString('base64url')
      : null;
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      publishedAt: row.publishedAt.toISOString(),
      authorName: names.get(row.authorId) ?? null,
    })),
    nextCursor,
  };
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${address}\n`);
const stop = async () => {
  await app.close();
  await Promise.all([content.end(), identity.end()]);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
