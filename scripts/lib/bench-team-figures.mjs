// @ts-check
// `npm run bench:jobs`, the team figures' block (`GET /api/team/figures`, staff): timed one request
// after another through the gateway (p50/p99 against < 200 ms), beside the database's own time for
// the figures' three queries (the SQL of services/jobs/src/team/team-figures.repository.ts, EXPLAIN
// ANALYZE, median of 5) and whether each reads only its index.
import { get, quantile } from './http-load.mjs';

export const TEAM_FIGURES_TARGET_MS = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The figures' SQL as jobs runs it (team-figures.repository.ts), with its parameters. @param {Date} now */
function teamFiguresSql(now) {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const month = new Date(now.getTime() - 30 * DAY_MS);
  const earliest = new Date(Math.min(midnight.getTime(), month.getTime()));
  const applied = `(SELECT subscription_type, applied_by, date_applied, date_received, due_at
         FROM jobs WHERE date_applied IS NOT NULL AND date_applied >= $1::timestamptz) AS j
      JOIN (VALUES ('today', $2::timestamptz), ('7d', $3::timestamptz), ('30d', $4::timestamptz)) AS p(period, since)
        ON j.date_applied >= p.since`;
  const values = [earliest, midnight, week, month];
  return [
    {
      name: 'per plan',
      values,
      text: `SELECT p.period, j.subscription_type AS plan, count(*)::int AS applications,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM j.date_applied - j.date_received)) / 3600,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM j.date_applied - j.date_received)) / 3600,
             avg(CASE WHEN j.date_applied <= j.due_at THEN 1 ELSE 0 END)::float8
        FROM ${applied} GROUP BY p.period, j.subscription_type`,
    },
    {
      name: 'per staff member',
      values,
      text: `SELECT p.period, j.applied_by::text, count(*)::int FROM ${applied} GROUP BY p.period, j.applied_by`,
    },
    {
      name: 'open work',
      values: [now],
      text: `SELECT count(*) FILTER (WHERE due_at <= $1::timestamptz)::int, count(*) FILTER (WHERE details_needed)::int
               FROM jobs WHERE status = 'Saved'`,
    },
  ];
}

/** @param {any} plan @returns {string[]} */
const scansOf = (plan) => [
  ...(plan['Node Type']?.includes('Scan')
    ? [`${plan['Node Type']}${plan['Index Name'] ? ` on ${plan['Index Name']}` : ''}`]
    : []),
  ...(plan.Plans ?? []).flatMap(scansOf),
];

/**
 * The database's own time for each of the figures' queries (EXPLAIN ANALYZE, median of 5) and the
 * scans each plan makes.
 * @param {import('pg').Client} db
 */
export async function teamFiguresDatabase(db) {
  /** @type {number[]} */
  const databaseTimes = [];
  /** @type {string[]} */
  const scans = [];
  for (const sql of teamFiguresSql(new Date())) {
    /** @type {number[]} */
    const runs = [];
    for (let i = 0; i < 5; i += 1) {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`, sql.values);
      const [explained] = rows[0]['QUERY PLAN'];
      runs.push(explained['Execution Time']);
      if (i === 0) scans.push(`${sql.name}: ${scansOf(explained.Plan).join(', ')}`);
    }
    databaseTimes.push(quantile(runs, 0.5));
  }
  return { databaseTimes, scans };
}

/**
 * The block's rows for the bench's table.
 * @param {{ db: import('pg').Client, url: string, cookie: () => Promise<string>, samples: number,
 *   agent: import('node:http').Agent, say: (line: string) => void }} options
 * @returns {Promise<{ figure: string, measured: string, target: string, met: boolean }[]>}
 */
export async function teamFiguresRows({ db, url, cookie, samples, agent, say }) {
  // What autovacuum does to a table soon after a bulk load: the visibility map, so the figures'
  // index-only scans need not visit the rows.
  say('team figures: VACUUM ANALYZE jobs');
  await db.query('VACUUM (ANALYZE) jobs');
  const headers = { cookie: await cookie() };
  const timed = async () => {
    const started = performance.now();
    const { status, body } = await get(`${url}/api/team/figures`, { agent, headers });
    const ms = performance.now() - started;
    if (status !== 200) throw new Error(`GET /api/team/figures answered ${status}: ${body.slice(0, 500)}`);
    return ms;
  };
  for (let i = 0; i < 3; i += 1) await timed(); // warm-up
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < samples; i += 1) times.push(await timed());
  const { databaseTimes, scans } = await teamFiguresDatabase(db);
  say(`team figures, scans: ${scans.join('; ')}`);
  const p99 = quantile(times, 0.99);
  const fixed = (/** @type {number} */ ms) => ms.toFixed(1);
  return [
    {
      figure: 'GET /api/team/figures (staff: today, 7 and 30 days; overdue and details needed now)',
      measured: `p50 ${fixed(quantile(times, 0.5))} ms, p99 ${fixed(p99)} ms (database ${databaseTimes.map(fixed).join(' + ')} ms)`,
      target: `p99 < ${TEAM_FIGURES_TARGET_MS} ms`,
      met: p99 < TEAM_FIGURES_TARGET_MS,
    },
  ];
}
