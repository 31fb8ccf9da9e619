// @ts-check
// The yardstick of `npm run bench:jobs`: the jobs list (`GET /api/jobs`) as one Fastify process
// with a pg pool, no NATS and no framework around it. It runs the same statement as the real path
// (the jobs service's list SQL, built by the service's own modules: ./jobs-list-sql.mjs) as a named
// prepared statement, and answers the same JSON (the bench checks that before it measures). Like
// the gateway since staff's role is read from the unrevoked session (jobActorOf), it asks identity
// nothing about the caller; like the gateway, a staff page gains its owners' names and e-mails
// (JobOwners), read here straight from identity's database in one query per page. There is no
// session: the caller names itself in `x-bench-user` / `x-bench-role`.
//
//   JOBS_DATABASE_URL=… IDENTITY_DATABASE_URL=… PORT=… node scripts/lib/jobs-baseline-server.mjs
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { jobsListSql, jobsPage } from './jobs-list-sql.mjs';

const jobs = new pg.Pool({ connectionString: process.env.JOBS_DATABASE_URL, max: 10 });
const identity = new pg.Pool({ connectionString: process.env.IDENTITY_DATABASE_URL, max: 10 });
const OWNERS_SQL = `SELECT u.id::text AS id, p.full_name AS "fullName", u.email
  FROM users u LEFT JOIN profiles p ON p.user_id = u.id
 WHERE u.id = ANY($1::uuid[])`;

/** A statement's name from its text: the same text is prepared once per connection. @param {string} text */
const statementName = (text) => `jobs-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

const app = Fastify({ logger: false });
app.get('/api/jobs', async (request, reply) => {
  const userId = String(request.headers['x-bench-user'] ?? '');
  const role = request.headers['x-bench-role'] === 'admin' ? 'admin' : 'user';
  const actor = { userId, role: /** @type {'admin' | 'user'} */ (role) };
  let sql;
  try {
    sql = jobsListSql(request.url, actor);
  } catch {
    return reply.status(400).send({ error: { code: 'VALIDATION' } });
  }
  const { rows } = await jobs.query({ name: statementName(sql.text), text: sql.text, values: sql.values });
  const page = jobsPage(rows, sql, actor);
  if (role !== 'admin') return page;
  const ids = [...new Set(page.items.map((/** @type {{ userId: string }} */ row) => row.userId))];
  /** @type {Map<string, { fullName: string | null, email: string }>} */
  const owners = new Map();
  if (ids.length > 0) {
    const found = await identity.query({ name: 'owners', text: OWNERS_SQL, values: [ids] });
    for (const { id, fullName, email } of found.rows) owners.set(id, { fullName, email });
  }
  return {
    items: page.items.map((/** @type {{ userId: string }} */ row) => ({
      ...row,
      owner: owners.get(row.userId) ?? null,
    })),
    nextCursor: page.nextCursor,
  };
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${address}\n`);
const stop = async () => {
  await app.close();
  await jobs.end();
  await identity.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
