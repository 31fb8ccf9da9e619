// @ts-check
// `npm run bench:replicas`: replicas proven under load (issue 28). Starts throwaway backing
// servers, 3 processes of each of the five services and 2 gateways (each with its own ports),
// HAProxy in front of the gateways (scripts/lib/load-balancer.mjs), seeds users on Unlimited with a
// few imported jobs, then drives a mixed load through the balancer for the whole run (the jobs
// list, a job's detail, chat posts, imports of the fixture job pages, logins) while, in order,
// with a calm period between:
//   1. one replica of each service in turn, then one gateway, gets SIGTERM and is restarted after
//      it exits (as an orchestrator would): 0 failed requests expected, each exiting 0;
//   2. one jobs replica and one gateway get SIGKILL (restarted after): reads must not fail; a
//      write that saw an error is retried by the client with the same Idempotency-Key;
//   3. NATS stops for --nats-outage seconds and starts again on the same port and JetStream store:
//      everything must recover by itself (the phase after it: 0 failed requests, a live event
//      reaches an open GET /api/events, every outbox relayed).
// Every import and chat post carries an `Idempotency-Key` header (one key per logical request, the
// same key on its retries). It prints one table (per phase: requests, errors by kind, p50/p99),
// then checks the databases (read-only SQL): every import and chat post the client considers done
// exists exactly once, every outbox row is published, every job imported and message posted
// reached its consumer (billing's quota, notifications' e-mail). The RSS of each app's replicas at
// rest before and after the load. Exits 1 when a check fails. Build first.
//
//   npm run bench:replicas
//   npm run bench:replicas -- --calm 10 --concurrency 8 --users 4 --nats-outage 10
//   npm run bench:replicas -- --help
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpSession } from '@hirerelay/testing';
import { TEST_PASSWORD } from '@hirerelay/testing/factories';
import { FIXTURE_PAGES } from '@hirerelay/testing/job-pages';
import pg from 'pg';
import { REPO_ROOT, say } from './lib/bootstrap.mjs';
import { startFixturePages } from './lib/fixture-pages.mjs';
import { quantile } from './lib/http-load.mjs';
import { startLoadBalancer } from './lib/load-balancer.mjs';
import { rssMbOf } from './lib/process-cpu.mjs';
import { unlimitedSubscriber } from './lib/unlimited-subscriber.mjs';
import { registerStripeWebhook } from '../infra/local/lib/stripe-webhook.mjs';

const HELP = `npm run bench:replicas [-- options]
  --calm <s>          calm period before, between and after the faults (default 15)
  --concurrency <n>   requests in flight (default 12)
  --users <n>         seeded users on Unlimited, each with --jobs jobs (default 6)
  --jobs <n>          jobs imported per user before the load (default 3)
  --nats-outage <s>   how long NATS is stopped (default 10)
  --replicas <n>      processes of each service (default 3); --gateways <n> (default 2)
  --help`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} takes a number`);
  return value;
};
const CALM_S = flag('--calm', 15);
const CONCURRENCY = flag('--concurrency', 12);
const USERS = flag('--users', 6);
const JOBS_PER_USER = flag('--jobs', 3);
const NATS_OUTAGE_S = flag('--nats-outage', 10);
const REPLICAS = flag('--replicas', 3);
const GATEWAYS = flag('--gateways', 2);
/**
 * How long a client keeps retrying a write that saw an error (network or 5xx), same key each time,
 * pausing WRITE_RETRY_PAUSE_MS doubling up to WRITE_RETRY_MAX_PAUSE_MS: longer than the NATS
 * outage, so the table shows whether writes were lost or doubled rather than abandoned.
 */
const WRITE_RETRY_FOR_MS = 20_000;
const WRITE_RETRY_PAUSE_MS = 300;
const WRITE_RETRY_MAX_PAUSE_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;

const infra = await import('@hirerelay/local-infra');
const system = await import('@hirerelay/local-infra/system');

// ── records ──────────────────────────────────────────────────────────────────────────────────────
/**
 * @typedef {'list' | 'detail' | 'chat' | 'import' | 'login'} Kind
 * @typedef {{ phase: string, kind: Kind, status: number | 'network', ms: number, key?: string,
 *   attempt?: number }} RequestRecord
 */
/** @type {RequestRecord[]} */
const records = [];
/** @type {string[]} */
const phases = [];
let phase = 'start';
const enterPhase = (/** @type {string} */ name) => {
  phase = name;
  phases.push(name);
  say(`phase: ${name}`);
};
/** @type {Map<string, string>} imports the client considers done: key → `${userId} ${url}` */
const importsDone = new Map();
/** @type {Set<string>} imports that gave up (every attempt failed) */
const importsGivenUp = new Set();
/** @type {Map<string, string>} chat posts done: key → text */
const chatsDone = new Map();
/** @type {Set<string>} */
const chatsGivenUp = new Set();
/** writes that saw an error and were sent again with the same key */
const retriedWrites = { import: 0, chat: 0, duplicateOnRetry: 0 };
/** @type {string[]} */
const failures = [];
const fail = (/** @type {string} */ message) => {
  failures.push(message);
  say(`CHECK FAILED: ${message}`);
};

/** A 5xx, a network error or a timeout: the request may or may not have been done. */
const isError = (/** @type {number | 'network'} */ status) => status === 'network' || status >= 500;

/**
 * One request, timed and recorded in the current phase.
 * @param {HttpSession} session @param {Kind} kind @param {string} method @param {string} route
 * @param {{ json?: unknown, headers?: Record<string, string>, key?: string, attempt?: number }} [options]
 */
async function timed(session, kind, method, route, options = {}) {
  const started = performance.now();
  const at = phase;
  /** @type {number | 'network'} */
  let status;
  /** @type {unknown} */
  let body;
  try {
    const answer = await Promise.race([
      session.request(method, route, {
        ...(options.json !== undefined ? { json: options.json } : {}),
        headers: options.headers ?? {},
      }),
      sleep(REQUEST_TIMEOUT_MS).then(() => {
        throw new Error('timeout');
      }),
    ]);
    status = answer.status;
    body = answer.body;
  } catch {
    status = 'network';
  }
  records.push({
    phase: at,
    kind,
    status,
    ms: performance.now() - started,
    ...(options.key ? { key: options.key, attempt: options.attempt ?? 1 } : {}),
  });
  return { status, body };
}

/**
 * A write sent until it is answered, with one Idempotency-Key for all its attempts. Done: `ok`;
 * a duplicate refusal on a retry means an earlier attempt had done it.
 * @param {HttpSession} session @param {Kind & ('import' | 'chat')} kind @param {string} route
 * @param {unknown} json @param {number} ok
 */
async function write(session, kind, route, json, ok) {
  const key = randomUUID();
  const giveUpAt = performance.now() + WRITE_RETRY_FOR_MS;
  for (let attempt = 1; ; attempt += 1) {
    if (attempt === 2) retriedWrites[kind] += 1;
    const answer = await timed(session, kind, 'POST', route, {
      json,
      headers: { 'idempotency-key': key },
      key,
      attempt,
    });
    if (answer.status === ok) return { key, done: true, body: answer.body };
    if (attempt > 1 && answer.status === 409 && kind === 'import') {
      retriedWrites.duplicateOnRetry += 1;
      return { key, done: true, body: answer.body };
    }
    if (!isError(answer.status)) return { key, done: false, body: answer.body };
    const pause = Math.min(WRITE_RETRY_MAX_PAUSE_MS, WRITE_RETRY_PAUSE_MS * 2 ** (attempt - 1));
    if (performance.now() + pause > giveUpAt) return { key, done: false, body: undefined };
    await sleep(pause);
  }
}

// ── the system ───────────────────────────────────────────────────────────────────────────────────
/**
 * @typedef {{ name: string, app: string, dir: string, env: Record<string, string>, logFile: string,
 *   internalPort: number, running: import('@hirerelay/local-infra/system').RunningApp,
 *   stopping: boolean }} Replica the live process in `running` (a restart replaces it)
 */

/** @param {Replica} replica */
const readyzOk = (replica) =>
  fetch(`http://127.0.0.1:${replica.internalPort}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
    (response) => response.status === 200,
    () => false,
  );

/** @param {Replica[]} replicas @param {number} timeoutMs */
async function waitReady(replicas, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all(replicas.map(readyzOk));
    if (states.every(Boolean)) return;
    if (Date.now() > deadline) {
      const late = replicas.filter((_, index) => !states[index]).map((replica) => replica.name);
      throw new Error(`not ready within ${timeoutMs / 1000} s: ${late.join(', ')}`);
    }
    await sleep(500);
  }
}

/** Replicas that exited without being told to (restarted, as an orchestrator does). */
const crashes = /** @type {{ name: string, code: number | null, phase: string }[]} */ ([]);
let loadStarted = false;

/**
 * Starts the replica's process, in place: one that exits unasked is started again after a second
 * (what an orchestrator does with a crashed pod), and remembered.
 * @param {Replica} replica
 */
function run(replica) {
  const running = system.startApp({
    name: replica.name,
    dir: replica.dir,
    env: replica.env,
    logFile: replica.logFile,
  });
  replica.running = running;
  replica.stopping = false;
  void running.exited.then(async (code) => {
    if (replica.stopping || stopping || replica.running !== running) return;
    crashes.push({ name: replica.name, code, phase: loadStarted ? phase : 'start-up' });
    say(`${replica.name} exited ${code} unasked; starting it again (log ${replica.logFile})`);
    await sleep(1_000);
    if (!stopping) run(replica);
  });
  return replica;
}

/** A replica not started yet. @param {Omit<Replica, 'running' | 'stopping'>} spec @returns {Replica} */
const replicaOf = (spec) => /** @type {Replica} */ (/** @type {unknown} */ ({ ...spec, stopping: false }));

/**
 * Stops a replica with `signal`, starts a fresh process in its place once it has exited (an
 * orchestrator's restart) and waits until that one is ready. Answers the exit code.
 * @param {Replica[]} replicas @param {number} index @param {NodeJS.Signals} signal
 */
async function replace(replicas, index, signal) {
  const replica = /** @type {Replica} */ (replicas[index]);
  const began = performance.now();
  replica.stopping = true;
  process.kill(replica.running.pid, signal);
  const code = await replica.running.exited;
  const drainedMs = performance.now() - began;
  run(replica);
  await waitReady([replica], 120_000);
  return { code, drainedMs, readyMs: performance.now() - began };
}

// ── the load ─────────────────────────────────────────────────────────────────────────────────────
/**
 * @typedef {{ session: HttpSession, id: string, email: string, jobIds: string[] }} User
 */
let nextJobId = 500_000 + Math.floor(Math.random() * 1_000_000) * 10;
const PAGES = /** @type {const} */ (['linkedin', 'indeed', 'greenhouse', 'workday']);

/** @param {string} origin */
const jobLink = (origin) => {
  nextJobId += 1;
  const page = PAGES[nextJobId % PAGES.length] ?? 'linkedin';
  return `${origin}/jobs/${FIXTURE_PAGES[page]}?jobid=${nextJobId}`;
};

/** @param {User} user @param {string} origin */
async function importJob(user, origin) {
  const url = jobLink(origin);
  const result = await write(user.session, 'import', '/api/jobs', { url }, 201);
  if (result.done) {
    importsDone.set(result.key, `${user.id} ${url}`);
    // 201: { job }; a duplicate answered to a retry: { error: { fields: { jobId } } }.
    const body = /** @type {{ job?: { id?: string }, error?: { fields?: { jobId?: string } } }} */ (
      result.body
    );
    const id = body?.job?.id ?? body?.error?.fields?.jobId;
    if (id) user.jobIds.push(id);
  } else importsGivenUp.add(result.key);
}

/** @param {User} user */
async function postChat(user) {
  const jobId = user.jobIds[Math.floor(Math.random() * user.jobIds.length)];
  if (!jobId) return;
  const text = `bench ${randomUUID()}`;
  const result = await write(user.session, 'chat', `/api/jobs/${jobId}/messages`, { text }, 201);
  if (result.done) chatsDone.set(result.key, text);
  else chatsGivenUp.add(result.key);
}

/** @param {User[]} users @param {string} baseUrl @param {string} origin @param {() => boolean} running */
async function loadLoop(users, baseUrl, origin, running) {
  while (running()) {
    const user = /** @type {User} */ (users[Math.floor(Math.random() * users.length)]);
    const dice = Math.random();
    if (dice < 0.4) await timed(user.session, 'list', 'GET', '/api/jobs');
    else if (dice < 0.7) {
      const jobId = user.jobIds[Math.floor(Math.random() * user.jobIds.length)];
      await timed(user.session, 'detail', 'GET', `/api/jobs/${jobId}`);
    } else if (dice < 0.85) await postChat(user);
    else if (dice < 0.95) await importJob(user, origin);
    else {
      const fresh = new HttpSession(baseUrl);
      await timed(fresh, 'login', 'POST', '/api/auth/login', {
        json: { email: user.email, password: TEST_PASSWORD },
      });
    }
  }
}

/** A user on Unlimited (the Stripe stand-in's hosted page paid), once billing says so. @param {string} baseUrl */
async function unlimitedUser(baseUrl) {
  const account = await unlimitedSubscriber(baseUrl, 60_000);
  return /** @type {User} */ ({ session: account.session, id: account.id, email: account.email, jobIds: [] });
}

/**
 * An open GET /api/events through the balancer: resolves `seen(text)` once the stream carried it.
 * @param {HttpSession} session
 */
async function openLiveEvents(session) {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/events', session.baseUrl), {
    headers: { accept: 'text/event-stream', cookie: session.cookieHeaderFor('/api/events') },
    signal: abort.signal,
  });
  let received = '';
  let ended = false;
  void (async () => {
    try {
      const decoder = new TextDecoder();
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
        received += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // closed
    }
    ended = true;
  })();
  return {
    status: response.status,
    ended: () => ended,
    /** @param {string} text @param {number} timeoutMs */
    waitFor: async (text, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(text)) {
        if (Date.now() > deadline || ended) return false;
        await sleep(200);
      }
      return true;
    },
    close: () => abort.abort(),
  };
}

// ── the report ───────────────────────────────────────────────────────────────────────────────────
function printTable() {
  const rows = phases.map((name) => {
    const inPhase = records.filter((record) => record.phase === name);
    /** @type {Record<string, number>} */
    const byKind = {};
    for (const record of inPhase) {
      if (!isError(record.status)) continue;
      const label = `${record.kind} ${record.status}`;
      byKind[label] = (byKind[label] ?? 0) + 1;
    }
    const errors = Object.values(byKind).reduce((sum, count) => sum + count, 0);
    const latencies = inPhase.filter((record) => !isError(record.status)).map((record) => record.ms);
    return [
      name,
      String(inPhase.length),
      String(errors),
      Object.entries(byKind)
        .map(([label, count]) => `${label}×${count}`)
        .join(', ') || '-',
      latencies.length ? `${quantile(latencies, 0.5).toFixed(0)} ms` : '-',
      latencies.length ? `${quantile(latencies, 0.99).toFixed(0)} ms` : '-',
    ];
  });
  const header = ['phase', 'requests', 'errors', 'errors by kind (request, status)', 'p50', 'p99'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    `\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}\n`,
  );
}

/** @param {Map<string, Replica[]>} apps */
function rssLine(apps) {
  return [...apps]
    .map(([app, replicas]) => {
      const values = replicas.map((replica) => rssMbOf(replica.running.pid));
      const sum = values.reduce((a, b) => a + b, 0);
      return `${app} ${values.map((value) => value.toFixed(0)).join('/')} MB (Σ ${sum.toFixed(0)})`;
    })
    .join('; ');
}

// ── the database checks ──────────────────────────────────────────────────────────────────────────
/** @param {string} postgresUrl @param {string} service @param {(client: pg.Client) => Promise<T>} work @template T */
async function withDb(postgresUrl, service, work) {
  const client = new pg.Client({ connectionString: `${postgresUrl}/${system.databaseName(service)}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** @param {string} what @param {() => Promise<string | null>} problem null: fine @param {number} timeoutMs */
async function eventually(what, problem, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = /** @type {string | null} */ ('not checked');
  while (Date.now() < deadline) {
    last = await problem();
    if (last === null) return say(`ok: ${what}`);
    await sleep(1_000);
  }
  fail(`${what}: ${last}`);
}

/** @param {string} postgresUrl */
async function checkDatabases(postgresUrl) {
  // Imports: each done exactly once (by user and link; a doubled import is two rows), none lost.
  const jobRows = await withDb(postgresUrl, 'jobs', (client) =>
    client.query(`SELECT user_id::text AS user_id, url, count(*)::int AS n FROM jobs GROUP BY 1, 2`),
  );
  /** @type {Map<string, number>} */
  const jobCounts = new Map(jobRows.rows.map((row) => [`${row.user_id} ${row.url}`, row.n]));
  const lostImports = [...importsDone.values()].filter((id) => !jobCounts.has(id));
  const doubledImports = [...jobCounts].filter(([, n]) => n > 1);
  if (lostImports.length) fail(`${lostImports.length} imports the client saw done are missing`);
  if (doubledImports.length) fail(`${doubledImports.length} jobs imported more than once`);
  const strayImports = importsGivenUp.size;
  say(
    `imports: ${importsDone.size} done, ${lostImports.length} lost, ${doubledImports.length} doubled` +
      (strayImports ? `; ${strayImports} given up by the client` : ''),
  );

  const messageRows = await withDb(postgresUrl, 'jobs', (client) =>
    client.query(`SELECT text, count(*)::int AS n FROM messages WHERE text LIKE 'bench %' GROUP BY 1`),
  );
  /** @type {Map<string, number>} */
  const messageCounts = new Map(messageRows.rows.map((row) => [row.text, row.n]));
  const lostChats = [...chatsDone.values()].filter((text) => !messageCounts.has(text));
  const doubledChats = [...messageCounts].filter(([, n]) => n > 1);
  if (lostChats.length) fail(`${lostChats.length} chat posts the client saw done are missing`);
  if (doubledChats.length) fail(`${doubledChats.length} chat posts stored more than once`);
  say(
    `chat posts: ${chatsDone.size} done, ${lostChats.length} lost, ${doubledChats.length} doubled` +
      (chatsGivenUp.size ? `; ${chatsGivenUp.size} given up by the client` : ''),
  );

  // Every outbox fully relayed.
  await eventually(
    'every outbox row published (five services)',
    async () => {
      const pending = await Promise.all(
        system.SERVICES.map((service) =>
          withDb(postgresUrl, service, async (client) => {
            const { rows } = await client.query(
              'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
            );
            return rows[0].n ? `${service} ${rows[0].n}` : null;
          }),
        ),
      );
      const left = pending.filter(Boolean);
      return left.length ? `unpublished: ${left.join(', ')}` : null;
    },
    60_000,
  );

  // No event lost: each job imported reached billing's quota consumer, each message posted
  // notifications' e-mail consumer (their processed_events rows, by event id).
  for (const [subject, service, consumer] of /** @type {const} */ ([
    ['events.jobs.job-imported.v1', 'billing', 'billing-job-imported'],
    ['events.jobs.message-posted.v1', 'notifications', 'notifications-job-message-posted'],
  ])) {
    await eventually(
      `every ${subject} reached ${consumer}`,
      async () => {
        const produced = await withDb(postgresUrl, 'jobs', (client) =>
          client.query(`SELECT envelope->>'id' AS id FROM outbox_events WHERE subject = $1`, [subject]),
        );
        const consumed = await withDb(postgresUrl, service, (client) =>
          client.query(`SELECT event_id::text AS id FROM processed_events WHERE consumer = $1`, [consumer]),
        );
        const seen = new Set(consumed.rows.map((row) => row.id));
        const missing = produced.rows.filter((row) => !seen.has(row.id)).length;
        return missing ? `${missing} of ${produced.rows.length} not processed` : null;
      },
      60_000,
    );
  }
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirerelay-bench-replicas-'));
fs.chmodSync(dataDir, 0o755);
const logDir = path.join(REPO_ROOT, 'test-results/bench-replicas-logs');
fs.rmSync(logDir, { recursive: true, force: true });
/** @type {Map<string, Replica[]>} app name → its replicas (the live ones) */
const apps = new Map();
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
let stopping = false;
const cleanUp = async () => {
  stopping = true;
  for (const replicas of apps.values()) {
    await Promise.all(replicas.map((replica) => ((replica.stopping = true), replica.running.stop())));
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  const fixtures = await startFixturePages();
  cleanups.push(async () => void fixtures.stop());
  say(`backing servers in ${dataDir}`);
  const backingServers = await infra.startBackingServers({
    dataDir,
    ephemeral: true,
    databases: system.SERVICES.map(system.databaseName),
  });
  cleanups.push(() => backingServers.stop());
  const backing = backingServers.env;
  await system.migrateDatabases(backing);

  const ports = await infra.findDistinctFreePorts(system.SERVICES.length * REPLICAS + GATEWAYS * 2 + 1);
  const takePort = () => /** @type {number} */ (ports.shift());
  const lbPort = takePort();
  const baseUrl = `http://127.0.0.1:${lbPort}`;
  const jwtSecret = randomBytes(48).toString('base64url');
  for (const service of system.SERVICES) {
    const replicas = [];
    for (let index = 1; index <= REPLICAS; index += 1) {
      const internalPort = takePort();
      replicas.push(
        replicaOf({
          name: `${service}-${index}`,
          app: service,
          dir: path.join(REPO_ROOT, 'services', service),
          env: {
            ...system.serviceEnv(
              service,
              backing,
              service === 'jobs' ? { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } : {},
              { appBaseUrl: baseUrl },
            ),
            INTERNAL_PORT: String(internalPort),
          },
          logFile: path.join(logDir, `${service}-${index}.log`),
          internalPort,
        }),
      );
    }
    apps.set(service, replicas);
  }
  /** @type {Replica[]} */
  const gateways = [];
  /** @type {import('./lib/load-balancer.mjs').Upstream[]} */
  const upstreams = [];
  for (let index = 1; index <= GATEWAYS; index += 1) {
    const port = takePort();
    const internalPort = takePort();
    upstreams.push({ name: `gateway-${index}`, port, internalPort });
    gateways.push(
      replicaOf({
        name: `gateway-${index}`,
        app: 'gateway',
        dir: path.join(REPO_ROOT, 'gateway'),
        // Replicas of one deployment: one signing secret; sessions outlive the run.
        env: system.gatewayEnv(
          backing,
          { port, jwtSecret },
          {
            ...system.RELAXED_RATE_LIMITS,
            APP_BASE_URL: baseUrl,
            INTERNAL_PORT: String(internalPort),
            ACCESS_TOKEN_TTL_SECONDS: '3600',
          },
        ),
        logFile: path.join(logDir, `gateway-${index}.log`),
        internalPort,
      }),
    );
  }
  apps.set('gateway', gateways);
  const everyReplica = () => [...apps.values()].flat();
  say(`${system.SERVICES.length}×${REPLICAS} service processes and ${GATEWAYS} gateways starting…`);
  // In waves (the first replica of every app, then the second, …): seventeen processes starting
  // at once on two busy cores time out on NATS at start-up and crash-loop.
  for (let wave = 0; wave < Math.max(REPLICAS, GATEWAYS); wave += 1) {
    const starting = [...apps.values()]
      .map((replicas) => replicas[wave])
      .filter((replica) => replica !== undefined);
    for (const replica of starting) run(replica);
    await waitReady(starting, 300_000);
    say(`ready: ${starting.map((replica) => replica.name).join(', ')}`);
  }

  const balancer = await startLoadBalancer({
    port: lbPort,
    upstreams,
    dir: path.join(logDir, 'load-balancer'),
    log: say,
  });
  cleanups.push(() => balancer.stop());
  const webhook = await registerStripeWebhook({
    stripeApiBase: backing.STRIPE_API_BASE,
    gatewayUrl: baseUrl,
    secret: system.LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  cleanups.push(() => webhook.remove());
  const health = await fetch(`${baseUrl}/api/health`);
  if (health.status !== 200)
    throw new Error(`GET /api/health answered ${health.status}: ${await health.text()}`);

  // Seed: users on Unlimited, each with a few imported jobs.
  say(`seeding ${USERS} users on Unlimited with ${JOBS_PER_USER} jobs each…`);
  /** @type {User[]} */
  const users = [];
  for (let index = 0; index < USERS; index += 1) users.push(await unlimitedUser(baseUrl));
  for (const user of users) {
    for (let index = 0; index < JOBS_PER_USER; index += 1) await importJob(user, fixtures.origin);
    if (user.jobIds.length === 0) throw new Error('seeding imported no job');
  }
  records.length = 0;
  retriedWrites.import = retriedWrites.chat = retriedWrites.duplicateOnRetry = 0;
  await sleep(5_000);
  const rssBefore = rssLine(apps);

  // The load, for the whole run.
  let loading = true;
  loadStarted = true;
  enterPhase('before');
  const loops = Promise.all(
    Array.from({ length: CONCURRENCY }, () =>
      loadLoop(users, baseUrl, fixtures.origin, () => loading && !stopping),
    ),
  );
  /** @type {string[]} */
  const notes = [];
  await sleep(CALM_S * 1000);

  // 1. SIGTERM one replica of each service in turn, then one gateway; each restarted.
  for (const app of [...system.SERVICES, 'gateway']) {
    const replicas = /** @type {Replica[]} */ (apps.get(app));
    enterPhase(`SIGTERM ${app}`);
    const { code, drainedMs, readyMs } = await replace(replicas, 0, 'SIGTERM');
    notes.push(
      `SIGTERM ${app}-1: exited ${code} after ${drainedMs.toFixed(0)} ms, replacement ready at ${(readyMs / 1000).toFixed(1)} s`,
    );
    if (code !== 0) fail(`${app}-1 exited ${code} after SIGTERM (expected 0 after draining)`);
    await sleep(2_000);
  }
  enterPhase('calm after SIGTERMs');
  await sleep(CALM_S * 1000);

  // 2. SIGKILL one jobs replica and one gateway; each restarted.
  enterPhase('SIGKILL jobs + gateway');
  const killed = await Promise.all([
    replace(/** @type {Replica[]} */ (apps.get('jobs')), 1, 'SIGKILL'),
    replace(/** @type {Replica[]} */ (apps.get('gateway')), 1, 'SIGKILL'),
  ]);
  notes.push(
    `SIGKILL jobs-2 and gateway-2: replacements ready at ${killed.map((k) => (k.readyMs / 1000).toFixed(1)).join(' s / ')} s`,
  );
  await sleep(3_000);
  enterPhase('calm after SIGKILLs');
  await sleep(CALM_S * 1000);

  // 3. NATS away for a while, then back on the same port and JetStream store.
  const watcher = users[0] ? await openLiveEvents(users[0].session) : undefined;
  enterPhase(`NATS down ${NATS_OUTAGE_S} s`);
  await infra.stopBackingServer(dataDir, 'nats');
  await sleep(NATS_OUTAGE_S * 1000);
  await infra.startBackingServer(dataDir, 'nats');
  enterPhase('NATS back, recovering');
  const recoveryStart = performance.now();
  await waitReady(everyReplica(), 120_000);
  notes.push(
    `NATS restart: every replica ready again ${((performance.now() - recoveryStart) / 1000).toFixed(1)} s after NATS was back`,
  );
  await sleep(5_000);
  enterPhase('after');
  await sleep(CALM_S * 1000);
  // The live-events feed recovered: a chat post now reaches the stream opened before the outage.
  if (watcher && users[0]) {
    const user = users[0];
    const jobId = user.jobIds[0];
    const posted = await write(
      user.session,
      'chat',
      `/api/jobs/${jobId}/messages`,
      { text: `bench live ${randomUUID()}` },
      201,
    );
    if (posted.done) chatsDone.set(posted.key, /** @type {{ text: string }} */ (posted.body).text);
    const reached = watcher.ended() ? false : await watcher.waitFor(/** @type {string} */ (jobId), 15_000);
    // A stream cut by the SIGKILLed gateway or the outage is reopened, as the browser does.
    const reopened = reached ? undefined : await openLiveEvents(user.session);
    if (reopened) {
      const again = await write(
        user.session,
        'chat',
        `/api/jobs/${jobId}/messages`,
        { text: `bench live ${randomUUID()}` },
        201,
      );
      if (again.done) chatsDone.set(again.key, /** @type {{ text: string }} */ (again.body).text);
    }
    const live =
      reached || (reopened ? await reopened.waitFor(/** @type {string} */ (jobId), 15_000) : false);
    notes.push(
      `live events after the NATS restart: ${reached ? 'the stream opened before it got the event' : live ? 'a reopened stream got the event' : 'NO EVENT'}`,
    );
    if (!live) fail('no live event reached GET /api/events after the NATS restart');
    watcher.close();
    reopened?.close();
  }
  loading = false;
  await loops;
  say('load stopped');

  printTable();
  for (const note of notes) say(note);
  const writeErrors = records.filter((record) => record.key && isError(record.status)).length;
  say(
    `writes that saw an error: ${writeErrors} attempts; logical writes retried with the same Idempotency-Key: ` +
      `${retriedWrites.import} imports, ${retriedWrites.chat} chat posts (${retriedWrites.duplicateOnRetry} imports answered as duplicates on the retry)`,
  );

  // The expectations on the table.
  const errorsIn = (/** @type {(record: RequestRecord) => boolean} */ match) =>
    records.filter((record) => match(record) && isError(record.status)).length;
  for (const name of phases) {
    if (name.startsWith('NATS') || name.startsWith('SIGKILL')) continue;
    const errors = errorsIn((record) => record.phase === name);
    if (errors) fail(`${errors} failed requests in phase "${name}" (expected 0)`);
  }
  const killReads = errorsIn(
    (record) => record.phase.startsWith('SIGKILL') && ['list', 'detail'].includes(record.kind),
  );
  if (killReads)
    fail(`${killReads} reads failed during the SIGKILLs (expected 0: the gateway retries idempotent RPCs)`);
  if (importsGivenUp.size || chatsGivenUp.size)
    fail(
      `${importsGivenUp.size} imports and ${chatsGivenUp.size} chat posts never succeeded in ${WRITE_RETRY_FOR_MS / 1000} s of retries`,
    );

  for (const crash of crashes) {
    if (crash.phase === 'start-up')
      say(`note: ${crash.name} exited ${crash.code} during start-up and was restarted`);
    else fail(`${crash.name} exited ${crash.code} unasked during "${crash.phase}" (restarted)`);
  }

  await checkDatabases(backing.POSTGRES_URL);
  await sleep(5_000);
  say(`RSS at rest before the load: ${rssBefore}`);
  say(`RSS at rest after the load:  ${rssLine(apps)}`);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
say(
  failures.length
    ? `${failures.length} checks failed (logs in test-results/bench-replicas-logs)`
    : 'every check passed',
);
process.exit(failures.length ? 1 : 0);
