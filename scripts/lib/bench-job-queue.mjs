// @ts-check
// bench:jobs' figures for staff's work queue: `GET /api/jobs/queue` through the gateway in each
// view and filter, and a page deep in it by cursor, p50/p99 against p99 < 50 ms, each beside the
// database's own time for the service's SQL (the built service's `queueListQuery`, EXPLAIN ANALYZE,
// median of 5). Kept apart from bench-jobs.mjs's list and count blocks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZQueueQuery } from '@hirerelay/contracts';
import { REPO_ROOT } from './bootstrap.mjs';
import { quantile } from './http-load.mjs';

const { queueListQuery } = await import(
  pathToFileURL(path.join(REPO_ROOT, 'services/jobs/dist/queue/queue.repository.js')).href
);
const { readKeysetCursor } = await import('@hirerelay/nest-common');

const P99_TARGET_MS = 50;
/** How deep the deep-page figure goes (pages of the default 50 rows). */
const DEEP_PAGE = 100;

/** The service's SQL for a queue route, as QueueService.list builds it. @param {string} route @param {string} actorId */
function queueSql(route, actorId) {
  const params = Object.fromEntries(new URL(route, 'http://x').searchParams);
  const { limit, cursor, ...filters } = ZQueueQuery.parse(params);
  return queueListQuery({
    ...filters,
    actorId,
    after: readKeysetCursor(cursor),
    limit: limit + 1,
    now: new Date(),
  });
}

/** The plan PostgreSQL runs a route's SQL with, as text. @param {import('pg').Client} db @param {string} route @param {string} actorId */
async function planOf(db, route, actorId) {
  const sql = queueSql(route, actorId);
  const { rows } = await db.query(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql.text}`,
    sql.values,
  );
  return { text: sql.text, plan: rows.map((row) => row['QUERY PLAN']).join('\n') };
}

/** @param {import('pg').Client} db @param {string} route @param {string} actorId */
async function databaseMs(db, route, actorId) {
  const sql = queueSql(route, actorId);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`, sql.values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return quantile(times, 0.5);
}

/**
 * Gives the staff member 5 % of the Saved jobs (their `mine` view), then times each queue route.
 * @param {{
 *   db: import('pg').Client,
 *   systemUrl: string,
 *   staffId: string,
 *   cookie: () => Promise<string>,
 *   timedGet: (url: string, headers: Record<string, string>) => Promise<{ ms: number, body: string }>,
 *   samples: number,
 * }} options
 * @returns {Promise<{ figure: string, measured: string, target: string, met: boolean }[]>}
 */
export async function queueFigures({ db, systemUrl, staffId, cookie, timedGet, samples }) {
  await db.query(
    `UPDATE jobs SET assignee_id = $1::uuid, assigned_at = date_received
      WHERE status = 'Saved' AND abs(hashtext(id::text)) % 20 = 0`,
    [staffId],
  );
  await db.query('ANALYZE jobs');
  const { rows: sizes } = await db.query(
    `SELECT count(*)::int AS queued FROM jobs WHERE status = 'Saved' OR staff_waiting_since IS NOT NULL`,
  );

  // Page DEEP_PAGE of the whole queue, its cursor walked through the gateway 200 rows at a time.
  let deep = '/api/jobs/queue';
  let skip = (DEEP_PAGE - 1) * 50;
  while (skip > 0) {
    const limit = Math.min(200, skip);
    const { body } = await timedGet(`${systemUrl}${deep}${deep.includes('?') ? '&' : '?'}limit=${limit}`, {
      cookie: await cookie(),
    });
    const { nextCursor } = JSON.parse(body);
    if (!nextCursor) break;
    deep = `/api/jobs/queue?cursor=${nextCursor}`;
    skip -= limit;
  }

  const routes = [
    { label: 'all, page 1', route: '/api/jobs/queue' },
    { label: `all, page ${DEEP_PAGE} by cursor`, route: deep },
    { label: 'mine', route: '/api/jobs/queue?view=mine' },
    { label: 'unassigned', route: '/api/jobs/queue?view=unassigned' },
    { label: 'overdue', route: '/api/jobs/queue?overdue=true' },
    { label: 'plan Unlimited', route: '/api/jobs/queue?plan=Unlimited' },
    { label: 'details needed', route: '/api/jobs/queue?detailsNeeded=true' },
    {
      label: 'unassigned + Unlimited + overdue',
      route: '/api/jobs/queue?view=unassigned&plan=Unlimited&overdue=true',
    },
  ];
  const rows = [];
  for (const { label, route } of routes) {
    const headers = { cookie: await cookie() };
    for (let i = 0; i < 3; i += 1) await timedGet(`${systemUrl}${route}`, headers); // warm-up
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < samples; i += 1) times.push((await timedGet(`${systemUrl}${route}`, headers)).ms);
    const p99 = quantile(times, 0.99);
    rows.push({
      figure: `GET /api/jobs/queue ${label}`,
      measured:
        `p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
        `(database ${(await databaseMs(db, route, staffId)).toFixed(1)} ms; ${sizes[0].queued.toLocaleString('en')} queued)`,
      target: `p99 < ${P99_TARGET_MS} ms`,
      met: p99 < P99_TARGET_MS,
    });
  }
  // BENCH_QUEUE_PLANS_FILE=services/jobs/src/queue/queue.repository.sql.md: each route's SQL and
  // plan at this size, kept beside the repository (services/README.md).
  const plansFile = process.env.BENCH_QUEUE_PLANS_FILE;
  if (plansFile) {
    const sections = [];
    for (const { label, route } of routes) {
      const { text, plan } = await planOf(db, route, staffId);
      sections.push(
        `## ${label}\n\n\`GET ${route.replace(/cursor=[^&]+/, 'cursor=…')}\`\n\n\`\`\`sql\n${text.trim()}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\`\n`,
      );
    }
    writeFileSync(
      plansFile,
      `# The work queue's queries and plans\n\nWritten by \`npm run bench:jobs\` with \`BENCH_QUEUE_PLANS_FILE\` on ` +
        `${sizes[0].queued.toLocaleString('en')} queued jobs (${new Date().toISOString().slice(0, 10)}): ` +
        `EXPLAIN ANALYZE of the built service's \`queueListQuery\` for each route the bench times.\n\n${sections.join('\n')}`,
    );
  }
  return rows;
}
