// @ts-check
// `npm run bench:blog`: where the CPU goes on the public blog list, `GET /api/blog/posts` (gateway →
// NATS → content → NATS → identity for the authors' names), against a one-process Fastify + pg
// server answering byte-identical JSON from the same two statements (scripts/lib/blog-baseline-server.mjs).
// Both are loaded in turn (system, baseline, system, baseline…) with the same number of requests in
// flight, and the CPU each process used (from /proc) is divided by the requests it answered.
// A measurement, not a test: the machine is shared, so compare runs side by side.
//
//   npm run bench:blog                          throwaway servers + the built system (build first)
//   BENCH_SECONDS=8 BENCH_ROUNDS=2 BENCH_CONCURRENCY=8 npm run bench:blog
//
// Set BENCH_PROFILE_DIR to have the system's apps profiled (scripts/lib/cpu-profile-hook.mjs): one
// .cpuprofile per app (open it in Chrome DevTools, or summarise it with
// `node scripts/lib/cpu-profile-summary.mjs FILE`) is written there after the last round.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, say } from './lib/bootstrap.mjs';
import { get as getUrl, load as loadUrl, quantile } from './lib/http-load.mjs';
import { startListeningProcess } from './lib/listening-process.mjs';
import { cpuMeter, parentOf } from './lib/process-cpu.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const POSTS = 40;
const ROUTE = '/api/blog/posts';
const SYSTEM_APPS = ['gateway', 'content', 'identity'];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const get = (/** @type {string} */ url) => getUrl(url, { agent });
const load = (/** @type {string} */ url) =>
  loadUrl(url, { seconds: SECONDS, concurrency: CONCURRENCY, agent });

/** Posts by one named author, straight into the databases (the API path is not what is measured). */
async function seed(/** @type {string} */ postgresUrl) {
  const identity = new pg.Client({ connectionString: `${postgresUrl}/hirerelay_identity` });
  const content = new pg.Client({ connectionString: `${postgresUrl}/hirerelay_content` });
  await Promise.all([identity.connect(), content.connect()]);
  try {
    const authorId = randomUUID();
    await identity.query(
      `INSERT INTO users (id, email, password_hash, role, status, updated_at)
       VALUES ($1, 'bench-author@example.com', 'x', 'admin', 'active', now())`,
      [authorId],
    );
    await identity.query(
      `INSERT INTO profiles (user_id, full_name, updated_at) VALUES ($1, 'Bench Author', now())`,
      [authorId],
    );
    for (let index = 0; index < POSTS; index += 1) {
      await content.query(
        `INSERT INTO blog_posts (id, title, slug, excerpt, content, published, published_at, updated_at, author_id)
         VALUES ($1, $2, $3, $4, $5, true, now() - make_interval(mins => $6), now(), $7)`,
        [
          randomUUID(),
          `Post number ${index}: what a tailored application looks like`,
          `post-number-${index}`,
          'A short excerpt of about the length the real posts have, to keep the payload realistic.',
          'Body text. '.repeat(200),
          index,
          authorId,
        ],
      );
    }
    // The PostgreSQL server: the parent of this connection's backend (its backends are counted).
    const { rows } = await content.query('SELECT pg_backend_pid() AS pid');
    return parentOf(Number(rows[0].pid));
  } finally {
    await Promise.all([identity.end(), content.end()]);
  }
}

/** @param {string} postgresUrl */
const startBaseline = (postgresUrl) =>
  startListeningProcess(path.join(REPO_ROOT, 'scripts/lib/blog-baseline-server.mjs'), {
    CONTENT_DATABASE_URL: `${postgresUrl}/hirerelay_content`,
    IDENTITY_DATABASE_URL: `${postgresUrl}/hirerelay_identity`,
    PORT: '0',
  });

/**
 * @param {{ label: string, requests: number, seconds: number, cpu: Record<string, number>, latencies: number[] }} run
 */
function row({ label, requests, seconds, cpu, latencies }) {
  const perRequest = (/** @type {number} */ ms) => (ms / Math.max(1, requests)).toFixed(2);
  const apps = Object.entries(cpu).filter(([name]) => name !== 'postgres');
  const appsTotal = apps.reduce((sum, [, ms]) => sum + ms, 0);
  return {
    label,
    'req/s': (requests / seconds).toFixed(0),
    'p50 ms': quantile(latencies, 0.5).toFixed(1),
    'p99 ms': quantile(latencies, 0.99).toFixed(1),
    'app CPU-ms/req': perRequest(appsTotal),
    ...Object.fromEntries(apps.map(([name, ms]) => [name, perRequest(ms)])),
    'postgres CPU-ms/req': perRequest(cpu.postgres ?? 0),
  };
}

await withThrowawaySystem(
  {
    name: 'bench-blog',
    ...(process.env.BENCH_PROFILE_DIR
      ? {
          appExtraEnv: {
            NODE_OPTIONS: `--import=${path.join(REPO_ROOT, 'scripts/lib/cpu-profile-hook.mjs')}`,
            CPU_PROFILE_DIR: path.resolve(process.env.BENCH_PROFILE_DIR),
          },
        }
      : {}),
  },
  async ({ running, backing }) => {
    const postgresPid = await seed(backing.POSTGRES_URL);
    const baseline = await startBaseline(backing.POSTGRES_URL);
    try {
      const pids = Object.fromEntries(
        running.apps.filter((app) => SYSTEM_APPS.includes(app.name)).map((app) => [app.name, app.pid]),
      );
      const systemUrl = new URL(ROUTE, running.url).href;
      const baselineUrl = new URL(ROUTE, baseline.url).href;
      // Same bytes, page 1 and page 2 (by cursor): the baseline does the same work.
      const [ours, theirs] = await Promise.all([get(systemUrl), get(baselineUrl)]);
      const cursor = JSON.parse(ours.body).nextCursor;
      const [ours2, theirs2] = await Promise.all([
        get(`${systemUrl}?cursor=${cursor}`),
        get(`${baselineUrl}?cursor=${cursor}`),
      ]);
      if (ours.status !== 200 || ours.body !== theirs.body || ours2.body !== theirs2.body) {
        throw new Error(`the baseline does not answer what the system does:\n${ours.body}\n${theirs.body}`);
      }
      say(
        `same ${ours.body.length}-byte answer from both; ${ROUNDS} rounds of ${SECONDS} s, ${CONCURRENCY} in flight`,
      );
      await load(systemUrl); // warm-up (JIT, pools, prepared plans)
      await load(baselineUrl);
      const profiling = Boolean(process.env.BENCH_PROFILE_DIR);
      if (profiling) for (const app of running.apps) process.kill(app.pid, 'SIGUSR2'); // start
      /** @type {ReturnType<typeof row>[]} */
      const rows = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const [label, url, named] of /** @type {const} */ ([
          ['system', systemUrl, pids],
          ['baseline', baselineUrl, { baseline: baseline.pid }],
        ])) {
          const meter = cpuMeter(named, postgresPid);
          const started = performance.now();
          const { latencies, failed } = await load(url);
          const seconds = (performance.now() - started) / 1000;
          if (failed > 0) say(`${label}: ${failed} answers were not 200`);
          rows.push(
            row({
              label: `${label} #${round}`,
              requests: latencies.length,
              seconds,
              cpu: meter.stop(),
              latencies,
            }),
          );
        }
      }
      if (profiling) {
        for (const app of running.apps) process.kill(app.pid, 'SIGUSR2'); // stop and write
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      console.table(rows);
      const appCpu = (/** @type {string} */ label) =>
        rows.filter((r) => r.label.startsWith(label)).map((r) => Number(r['app CPU-ms/req']));
      const median = (/** @type {number[]} */ values) => quantile(values, 0.5);
      const ratio = median(appCpu('baseline')) / median(appCpu('system'));
      say(
        `app CPU per request: system ${median(appCpu('system')).toFixed(2)} ms, baseline ` +
          `${median(appCpu('baseline')).toFixed(2)} ms (baseline/system ${ratio.toFixed(2)})`,
      );
    } finally {
      await baseline.stop();
    }
  },
);
agent.destroy();
