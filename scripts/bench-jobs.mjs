// @ts-check
// `npm run bench:jobs`: the jobs list, import and CSV export at a million jobs. Starts a throwaway
// system (jobs may read the fixture pages on 127.0.0.1), signs up a user who buys Unlimited on the
// Stripe stand-in and makes a staff account, loads the jobs over 10,000 accounts
// (scripts/seed-jobs-bench.mjs; the signed-up user owns some), then measures, signed in:
// - `GET /api/jobs` one request after another (p50/p99 against p99 < 50 ms): staff default order
//   page 1; staff page 10,000 reached by cursor (the cursors walked once in the database with the
//   service's own SQL, then that page is timed); a filtered and sorted query; the user's own list.
//   The counts by status (`GET /api/jobs/status-counts`) for staff (every job; a search) and for
//   the user, timed the same way. Staff's work queue (`GET /api/jobs/queue`: each view and filter,
//   a page deep by cursor; scripts/lib/bench-job-queue.mjs), timed the same way.
//   Beside each, the database's own time for the same SQL (the built service's `jobListQuery`,
//   EXPLAIN ANALYZE, median of 5): on a busy machine the first moves with the load, the second shows
//   what the query itself costs;
// - throughput under load (`--concurrency` in flight), interleaved rounds of the system and of a
//   one-process Fastify + pg server running the same SQL and answering the same JSON
//   (scripts/lib/jobs-baseline-server.mjs; checked byte for byte first): gateway/baseline req/s
//   against ≥ 0.40, with the app CPU per request of each side;
// - imports (`POST /api/jobs`) of distinct links to a fixture page (infra/local/job-pages):
//   p95 against 150 ms;
// - the CSV of every job (`GET /api/jobs/export.csv` as staff): total time against 20 s, and the
//   RSS growth of the gateway and of jobs sampled during it against 100 MB; then PostgreSQL's own
//   `COPY (…) TO STDOUT (FORMAT csv)` of the same SELECT over the same rows (psql to /dev/null;
//   scripts/lib/bench-copy-csv.mjs), the physical limit: the export's time over COPY's against 2×;
// - the team figures (`GET /api/team/figures`, staff; scripts/lib/bench-team-figures.mjs): p99
//   against 200 ms, with the database's time of its queries.
// It prints one table, figure against target. A measurement, not a test: it exits 0 when a target
// is missed, and says so. The machine is shared: compare runs side by side. Build first.
//
//   npm run bench:jobs                                        1,000,000 jobs over 10,000 accounts
//   npm run bench:jobs -- --jobs 3000 --users 30 --samples 10 --seconds 1 --rounds 1   a small run
//
// Set BENCH_PROFILE_DIR to have the system's apps profiled (scripts/lib/cpu-profile-hook.mjs) during
// the load rounds, or with BENCH_PROFILE_PHASE=import / export during the imports / the export; one
// .cpuprofile per app.
import http from 'node:http';
import path from 'node:path';
import { adminSession } from '@hirerelay/testing/factories';
import pg from 'pg';
import { REPO_ROOT, say } from './lib/bootstrap.mjs';
import { get, load, quantile } from './lib/http-load.mjs';
import { jobStatusCountsSql, jobsListSql, jobsPage } from './lib/jobs-list-sql.mjs';
import { startListeningProcess } from './lib/listening-process.mjs';
import { cpuMeter, parentOf, rssMbOf } from './lib/process-cpu.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';
import { seedBenchJobs } from './seed-jobs-bench.mjs';
import { startFixturePages } from './lib/fixture-pages.mjs';
import { teamFiguresRows } from './lib/bench-team-figures.mjs';
import { queueFigures } from './lib/bench-job-queue.mjs';
import { timeCopyCsv } from './lib/bench-copy-csv.mjs';
import { unlimitedSubscriber } from './lib/unlimited-subscriber.mjs';

const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const JOBS = flag('--jobs', 1_000_000);
const USERS = flag('--users', 10_000);
const SAMPLES = flag('--samples', 100);
const SECONDS = flag('--seconds', 5);
const ROUNDS = flag('--rounds', 2);
const CONCURRENCY = flag('--concurrency', 8);
const PAGE = 50;
const DEEP_PAGE = Math.min(10_000, Math.ceil(JOBS / PAGE));
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const PROFILE_PHASE = process.env.BENCH_PROFILE_PHASE ?? 'load';

const TARGET = {
  p99Ms: 50,
  ratio: 0.4,
  importP95Ms: 150,
  exportSeconds: 20,
  exportGrowthMb: 100,
  exportOverCopy: 2,
};

/** @typedef {import('./lib/jobs-list-sql.mjs').JobActor} JobActor */
/** @typedef {{ figure: string, measured: string, target: string, met: boolean }} Row */

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET, timed, that must answer 200. @param {string} url @param {Record<string, string>} headers */
async function timedGet(url, headers) {
  const started = performance.now();
  const { status, body } = await get(url, { agent, headers });
  const ms = performance.now() - started;
  if (status !== 200) throw new Error(`GET ${url} answered ${status}: ${body.slice(0, 500)}`);
  return { ms, body };
}

/** Median execution time in PostgreSQL of the list (or counts) SQL behind a route. @param {pg.Client} db @param {string} route @param {JobActor} actor */
async function databaseMs(db, route, actor) {
  const sql = route.startsWith('/api/jobs/status-counts')
    ? jobStatusCountsSql(route, actor)
    : jobsListSql(route, actor);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`, sql.values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return quantile(times, 0.5);
}

/**
 * The route of staff's default-order page `page`, its cursor found by walking the pages before it
 * (200 rows at a time, as far as the service allows) with the service's SQL.
 * @param {pg.Client} db @param {JobActor} actor @param {number} page
 */
async function deepPageRoute(db, actor, page) {
  let skip = (page - 1) * PAGE;
  /** @type {string | null} */
  let cursor = null;
  while (skip > 0) {
    const limit = Math.min(200, skip);
    const sql = jobsListSql(`/api/jobs?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, actor);
    const { rows } = await db.query(sql.text, sql.values);
    cursor = jobsPage(rows, sql, actor).nextCursor;
    if (!cursor) throw new Error(`the staff list ended before page ${page}`);
    skip -= limit;
  }
  return cursor ? `/api/jobs?cursor=${cursor}` : '/api/jobs';
}

/**
 * A session's Cookie header for the jobs routes, its access cookie renewed first: the seed and the
 * timings before take longer than an access token lives.
 * @param {import('@hirerelay/testing').HttpSession} session
 */
async function freshCookie(session) {
  const { status } = await session.post('/api/auth/refresh');
  if (status !== 200) throw new Error(`refreshing the session answered ${status}`);
  return session.cookieHeaderFor('/api/jobs');
}

/** @param {number} ms */
const fixed = (ms) => ms.toFixed(1);
const median = (/** @type {number[]} */ values) => quantile(values, 0.5);

/**
 * Interleaved rounds of load on the system and on the baseline for one route; req/s ratio and
 * app CPU per request of each.
 * @param {{ label: string, route: string, cookie: string, actor: JobActor, systemUrl: string, baselineUrl: string,
 *   systemPids: Record<string, number>, baselinePid: number, postgresPid: number | null }} run
 * @returns {Row}
 */
async function throughput(run) {
  const sides = /** @type {const} */ ([
    ['system', `${run.systemUrl}${run.route}`, { cookie: run.cookie }, run.systemPids],
    [
      'baseline',
      `${run.baselineUrl}${run.route}`,
      { 'x-bench-user': run.actor.userId, 'x-bench-role': run.actor.role },
      { baseline: run.baselinePid },
    ],
  ]);
  for (const [, url, headers] of sides)
    await load(url, { seconds: 1, concurrency: CONCURRENCY, agent, headers }); // warm-up
  /** @type {Record<string, { rps: number[], cpu: number[] }>} */
  const measured = { system: { rps: [], cpu: [] }, baseline: { rps: [], cpu: [] } };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [side, url, headers, pids] of sides) {
      const meter = cpuMeter(pids, run.postgresPid);
      const started = performance.now();
      const { latencies, failed } = await load(url, {
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        agent,
        headers,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = meter.stop();
      if (failed > 0) throw new Error(`${run.label}, ${side}: ${failed} answers were not 200`);
      const appsMs = Object.entries(cpu).reduce(
        (sum, [name, ms]) => (name === 'postgres' ? sum : sum + ms),
        0,
      );
      measured[side]?.rps.push(latencies.length / seconds);
      measured[side]?.cpu.push(appsMs / Math.max(1, latencies.length));
    }
  }
  const system = { rps: median(measured.system?.rps ?? []), cpu: median(measured.system?.cpu ?? []) };
  const baseline = { rps: median(measured.baseline?.rps ?? []), cpu: median(measured.baseline?.cpu ?? []) };
  const ratio = system.rps / baseline.rps;
  return {
    figure: `gateway/baseline req/s, ${run.label}`,
    measured:
      `${ratio.toFixed(2)} (${system.rps.toFixed(0)} vs ${baseline.rps.toFixed(0)} req/s; ` +
      `app CPU ${system.cpu.toFixed(2)} vs ${baseline.cpu.toFixed(2)} ms/req)`,
    target: `>= ${TARGET.ratio.toFixed(2)}`,
    met: ratio >= TARGET.ratio,
  };
}

/**
 * The whole CSV as staff, the gateway's and jobs' RSS sampled every 100 ms while it streams.
 * @param {string} url @param {string} cookie @param {Record<string, number>} pids
 */
async function exportCsv(url, cookie, pids) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMbOf(pid)]));
  const peak = { ...before };
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name] ?? 0, rssMbOf(pid));
  }, 100);
  const started = performance.now();
  try {
    const { lines, bytes } = await new Promise((resolve, reject) => {
      http
        .get(url, { headers: { cookie } }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`the export answered ${response.statusCode}`));
          let count = 0;
          let size = 0;
          response.on('data', (/** @type {Buffer} */ chunk) => {
            size += chunk.length;
            for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) count += 1;
          });
          response.on('end', () => resolve({ lines: count, bytes: size }));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    const seconds = (performance.now() - started) / 1000;
    const growth = Object.fromEntries(
      Object.keys(pids).map((name) => [name, (peak[name] ?? 0) - (before[name] ?? 0)]),
    );
    return { seconds, rows: lines - 1, bytes, growth };
  } finally {
    clearInterval(sampler);
  }
}

const startedAt = Date.now();
const profileEnv = PROFILE_DIR
  ? {
      appExtraEnv: {
        NODE_OPTIONS: `--import=${path.join(REPO_ROOT, 'scripts/lib/cpu-profile-hook.mjs')}`,
        CPU_PROFILE_DIR: path.resolve(PROFILE_DIR),
      },
    }
  : {};
const fixtures = await startFixturePages();
try {
  await withThrowawaySystem(
    {
      name: 'bench-jobs',
      serviceExtraEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } },
      ...profileEnv,
    },
    async ({ running, backing, identityDatabaseUrl }) => {
      const jobsDatabaseUrl = `${backing.POSTGRES_URL}/hirerelay_jobs`;
      const member = await unlimitedSubscriber(running.url);
      const staff = await adminSession(running.url, identityDatabaseUrl);
      await seedBenchJobs({
        jobsDatabaseUrl,
        identityDatabaseUrl,
        jobs: JOBS,
        users: USERS,
        owners: [member.id],
        log: say,
      });
      const db = new pg.Client({ connectionString: jobsDatabaseUrl });
      await db.connect();
      const baseline = await startListeningProcess(
        path.join(REPO_ROOT, 'scripts/lib/jobs-baseline-server.mjs'),
        { JOBS_DATABASE_URL: jobsDatabaseUrl, IDENTITY_DATABASE_URL: identityDatabaseUrl, PORT: '0' },
      );
      try {
        /** @type {JobActor} */
        const staffActor = { userId: staff.id, role: 'admin' };
        /** @type {JobActor} */
        const memberActor = { userId: member.id, role: 'user' };
        const staffCookie = staff.session.cookieHeaderFor('/api/jobs');
        const memberCookie = member.session.cookieHeaderFor('/api/jobs');
        const lists = [
          {
            label: 'staff, default order, page 1',
            route: '/api/jobs',
            actor: staffActor,
            cookie: staffCookie,
          },
          {
            label: `staff, default order, page ${DEEP_PAGE.toLocaleString('en')} by cursor`,
            route: await deepPageRoute(db, staffActor, DEEP_PAGE),
            actor: staffActor,
            cookie: staffCookie,
          },
          {
            label: 'staff, status + search + sort by company',
            route: '/api/jobs?status=Applied&search=engineer&sort=company&direction=asc',
            actor: staffActor,
            cookie: staffCookie,
          },
          { label: "user's own list, page 1", route: '/api/jobs', actor: memberActor, cookie: memberCookie },
        ];
        // The counts by status above the list (not in the baseline comparison: timed only).
        const counts = [
          {
            label: 'counts by status, staff, every job',
            route: '/api/jobs/status-counts',
            actor: staffActor,
            cookie: staffCookie,
          },
          {
            label: 'counts by status, staff, search',
            route: '/api/jobs/status-counts?search=engineer',
            actor: staffActor,
            cookie: staffCookie,
          },
          {
            label: "counts by status, user's own",
            route: '/api/jobs/status-counts',
            actor: memberActor,
            cookie: memberCookie,
          },
        ];

        // The baseline must answer what the system does, or the comparison means nothing.
        for (const { label, route, actor, cookie } of lists) {
          const [ours, theirs] = await Promise.all([
            timedGet(`${running.url}${route}`, { cookie }),
            timedGet(`${baseline.url}${route}`, { 'x-bench-user': actor.userId, 'x-bench-role': actor.role }),
          ]);
          if (ours.body !== theirs.body) {
            throw new Error(
              `${label}: the baseline does not answer what the system does:\n${ours.body}\n${theirs.body}`,
            );
          }
        }

        /** @type {Row[]} */
        const rows = [];
        for (const { label, route, actor, cookie: stale } of [...lists, ...counts]) {
          const cookie = await freshCookie(stale === staffCookie ? staff.session : member.session);
          for (let i = 0; i < 3; i += 1) await timedGet(`${running.url}${route}`, { cookie }); // warm-up
          /** @type {number[]} */
          const times = [];
          for (let i = 0; i < SAMPLES; i += 1)
            times.push((await timedGet(`${running.url}${route}`, { cookie })).ms);
          const p99 = quantile(times, 0.99);
          rows.push({
            figure: route.startsWith('/api/jobs/status-counts')
              ? `GET /api/jobs/status-counts, ${label}`
              : `GET /api/jobs ${label}`,
            measured: `p50 ${fixed(quantile(times, 0.5))} ms, p99 ${fixed(p99)} ms (database ${fixed(await databaseMs(db, route, actor))} ms)`,
            target: `p99 < ${TARGET.p99Ms} ms`,
            met: p99 < TARGET.p99Ms,
          });
        }

        // Staff's work queue: its own block (scripts/lib/bench-job-queue.mjs).
        rows.push(
          ...(await queueFigures({
            db,
            systemUrl: running.url,
            staffId: staff.id,
            cookie: () => freshCookie(staff.session),
            timedGet,
            samples: SAMPLES,
          })),
        );

        const { rows: backend } = await db.query('SELECT pg_backend_pid() AS pid');
        const postgresPid = parentOf(Number(backend[0].pid));
        const pidOf = (/** @type {string} */ name) =>
          running.apps.find((app) => app.name === name)?.pid ?? -1;
        const systemPids = { gateway: pidOf('gateway'), identity: pidOf('identity'), jobs: pidOf('jobs') };
        const profile = (/** @type {string} */ phase) => {
          if (PROFILE_DIR && PROFILE_PHASE === phase)
            for (const app of running.apps) process.kill(app.pid, 'SIGUSR2');
        };
        say(`load: ${ROUNDS} interleaved rounds of ${SECONDS} s per side, ${CONCURRENCY} in flight`);
        profile('load');
        for (const list of [lists[0], lists[3]]) {
          if (!list) continue;
          const cookie = await freshCookie(list.cookie === staffCookie ? staff.session : member.session);
          rows.push(
            await throughput({
              ...list,
              cookie,
              systemUrl: running.url,
              baselineUrl: baseline.url,
              systemPids,
              baselinePid: baseline.pid,
              postgresPid,
            }),
          );
        }
        profile('load');

        const imports = Math.max(SAMPLES, 20);
        await freshCookie(member.session); // the imports below send the session's own cookies
        profile('import');
        /** @type {number[]} */
        const importTimes = [];
        for (let i = 0; i < imports + 3; i += 1) {
          const started = performance.now();
          const { status, body } = await member.session.post('/api/jobs', {
            url: `${fixtures.pages.linkedin}?jobid=${900_000 + i}`,
          });
          const ms = performance.now() - started;
          if (status !== 201) throw new Error(`import answered ${status}: ${JSON.stringify(body)}`);
          if (i >= 3) importTimes.push(ms); // the first three warm up
        }
        profile('import');
        const importP95 = quantile(importTimes, 0.95);
        rows.push({
          figure: `import POST /api/jobs (fixture page, ${imports} distinct links)`,
          measured: `p50 ${fixed(quantile(importTimes, 0.5))} ms, p95 ${fixed(importP95)} ms`,
          target: `p95 < ${TARGET.importP95Ms} ms`,
          met: importP95 < TARGET.importP95Ms,
        });

        profile('export');
        const csv = await exportCsv(`${running.url}/api/jobs/export.csv`, await freshCookie(staff.session), {
          gateway: systemPids.gateway,
          jobs: systemPids.jobs,
        });
        profile('export');
        const expectedRows = JOBS + imports + 3;
        if (csv.rows < expectedRows) throw new Error(`the export held ${csv.rows} rows, not ${expectedRows}`);
        rows.push({
          figure: `CSV export, ${csv.rows.toLocaleString('en')} rows (${(csv.bytes / 1e6).toFixed(0)} MB)`,
          measured: `${csv.seconds.toFixed(1)} s`,
          target: `< ${TARGET.exportSeconds} s`,
          met: csv.seconds < TARGET.exportSeconds,
        });
        const growth = csv.growth;
        rows.push({
          figure: 'CSV export, RSS growth during it',
          measured: `gateway ${fixed(growth.gateway ?? NaN)} MB, jobs ${fixed(growth.jobs ?? NaN)} MB`,
          target: `< ${TARGET.exportGrowthMb} MB each`,
          met: Math.max(growth.gateway ?? Infinity, growth.jobs ?? Infinity) < TARGET.exportGrowthMb,
        });
        // The physical limit: PostgreSQL's own COPY of the same SELECT over the same rows.
        const copy = await timeCopyCsv(jobsDatabaseUrl);
        if (copy.rows !== csv.rows) throw new Error(`COPY wrote ${copy.rows} rows, the export ${csv.rows}`);
        const overCopy = csv.seconds / copy.seconds;
        rows.push({
          figure: "CSV export against PostgreSQL's COPY (FORMAT csv) of the same rows",
          measured: `${overCopy.toFixed(2)}x (export ${csv.seconds.toFixed(1)} s, COPY ${copy.seconds.toFixed(1)} s)`,
          target: `<= ${TARGET.exportOverCopy}x`,
          met: overCopy <= TARGET.exportOverCopy,
        });
        // The team figures, last (it vacuums the jobs table first): its own block.
        rows.push(
          ...(await teamFiguresRows({
            db,
            url: running.url,
            cookie: () => freshCookie(staff.session),
            samples: SAMPLES,
            agent,
            say,
          })),
        );
        if (PROFILE_DIR) await new Promise((resolve) => setTimeout(resolve, 2_000)); // profiles written

        console.table(rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'NO' })));
        const missed = rows.filter((row) => !row.met);
        say(
          `${JOBS.toLocaleString('en')} jobs over ${USERS.toLocaleString('en')} accounts, ${SAMPLES} requests per ` +
            `list query, ${new Date().toISOString()}; took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
        );
        say(
          missed.length === 0
            ? `all ${rows.length} targets met`
            : `TARGETS MISSED (${missed.length} of ${rows.length}): ${missed.map((row) => row.figure).join('; ')}`,
        );
      } finally {
        await baseline.stop();
        await db.end();
      }
    },
  );
} finally {
  fixtures.stop();
  agent.destroy();
}
