// @ts-check
// `npm run bench:users`: the staff user list (`GET /api/admin/users`, gateway → identity) with its
// search at a million accounts. Starts a throwaway system, loads the accounts into its identity
// database (scripts/seed-users-bench.mjs), signs in as an admin and times each query one request
// after another; prints p50/p99 per query against the 50 ms p99 target. A measurement, not a test:
// the machine is shared, so compare runs side by side. Needs a build first (`npm run build`).
// Beside the times through the gateway it prints the database's own time for the same SQL (the
// built repository's `adminUsersListQuery`, EXPLAIN ANALYZE, median of 5): on a busy machine the
// first moves with the load, the second shows what the query itself costs. Last, it streams the
// users CSV of every account (`GET /api/admin/users/export.csv`, identity writes the lines) and
// prints its time, size and rows per second.
//
//   npm run bench:users                           1,000,000 accounts, 100 requests per query
//   npm run bench:users -- --users 20000 --samples 20   a small run (the check that it still works)
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPO_ROOT, say } from './lib/bootstrap.mjs';
import { ApiSession } from './lib/seed.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';
import { RARE_NAME, seedBenchUsers } from './seed-users-bench.mjs';

const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = flag('--users', 1_000_000);
const SAMPLES = flag('--samples', 100);
const TARGET_P99_MS = 50;
const ADMIN_EMAIL = 'bench-admin@example.com';

/** What a staff member does on the Users page; `next` follows the first answer's cursor once. */
const QUERIES = [
  { label: 'page 1 (no filter)', query: '' },
  { label: 'page 2 by cursor', query: '', next: true },
  { label: 'search, few rows (rare name)', query: `search=${RARE_NAME.toLowerCase()}` },
  { label: 'search, many rows (common name)', query: 'search=smith' },
  { label: 'search, most rows (e-mail domain)', query: 'search=gmail' },
  { label: 'search, many rows, page 2', query: 'search=smith', next: true },
  { label: 'search by status word', query: 'search=unpaid' },
  { label: 'search by plan word', query: 'search=professional' },
  { label: 'search, no match', query: 'search=zzqx' },
  { label: 'status filter + search', query: 'status=pending&search=smith' },
  { label: 'plan filter', query: 'planType=Starter' },
];

/** The built repository's SQL, so the database time is that of the query the service runs. */
const { adminUsersListQuery } = await import(
  pathToFileURL(path.join(REPO_ROOT, 'services/identity/dist/admin/admin-users.repository.js')).href
);
const { decodeKeysetCursor } = await import('@hirerelay/nest-common');

/**
 * The repository's query for the page a route asks for (as identity builds it: limit + 1).
 * @param {string} route
 */
function repositoryQuery(route) {
  const params = new URL(route, 'http://x').searchParams;
  const cursor = params.get('cursor');
  return adminUsersListQuery({
    search: params.get('search') ?? undefined,
    status: params.get('status') ?? undefined,
    plan: params.get('planType') ?? undefined,
    after: cursor ? (decodeKeysetCursor(cursor) ?? undefined) : undefined,
    limit: 51,
  });
}

/** Median execution time in PostgreSQL of the query behind a route. @param {pg.Client} db @param {string} route */
async function databaseMs(db, route) {
  const query = repositoryQuery(route);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return quantile(times, 0.5);
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1] ?? NaN;

/**
 * @param {ApiSession} session @param {string} route
 * @returns {Promise<{ ms: number, body: { items: unknown[], nextCursor: string | null } }>}
 */
async function timedGet(session, route) {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}${route}`, { headers: { cookie } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${text}`);
  return { ms, body: JSON.parse(text) };
}

const startedAt = Date.now();
await withThrowawaySystem({ name: 'bench-users' }, async ({ running, identityDatabaseUrl }) => {
  await seedBenchUsers({ databaseUrl: identityDatabaseUrl, users: USERS, log: say });
  const password = randomBytes(18).toString('base64url');
  await promisify(execFile)(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/identity/dist/cli/create-admin.js'),
      '--email',
      ADMIN_EMAIL,
      '--password',
      password,
    ],
    { env: { ...process.env, DATABASE_URL: identityDatabaseUrl } },
  );
  const session = await ApiSession.login(running.url, ADMIN_EMAIL, password);
  const db = new pg.Client({ connectionString: identityDatabaseUrl });
  await db.connect();

  /** @type {Record<string, string | number>[]} */
  const rows = [];
  for (const { label, query, next } of QUERIES) {
    let route = `/api/admin/users${query ? `?${query}` : ''}`;
    const first = await timedGet(session, route);
    if (next) {
      if (!first.body.nextCursor) throw new Error(`${label}: the first page has no next cursor`);
      route += `${query ? '&' : '?'}cursor=${encodeURIComponent(first.body.nextCursor)}`;
    }
    for (let i = 0; i < 3; i += 1) await timedGet(session, route); // warm-up
    /** @type {number[]} */
    const times = [];
    let rowsShown = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const { ms, body } = await timedGet(session, route);
      times.push(ms);
      rowsShown = body.items.length;
    }
    const p99 = quantile(times, 0.99);
    rows.push({
      query: label,
      url: route.length > 60 ? `${route.slice(0, 57)}...` : route,
      rows: rowsShown,
      'p50 ms': quantile(times, 0.5).toFixed(1),
      'p99 ms': p99.toFixed(1),
      [`p99 < ${TARGET_P99_MS} ms`]: p99 < TARGET_P99_MS ? 'yes' : 'NO',
      'database ms': (await databaseMs(db, route)).toFixed(1),
    });
  }
  await db.end();
  console.table(rows);
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}/api/admin/users/export.csv`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`the users CSV answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  say(
    `users CSV export: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ` +
      `${seconds.toFixed(2)} s (${Math.round((lines - 1) / seconds).toLocaleString('en')} rows/s)`,
  );
  say(
    `${USERS.toLocaleString('en')} accounts, ${SAMPLES} requests per query one after another through the gateway, ` +
      `${new Date().toISOString()}; took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
});
