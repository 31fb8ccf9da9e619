// @ts-check
// Starting, stopping and inspecting the whole set of backing servers of one data folder: picks
// the ports, starts each server (servers/*.mjs) at once, creates the databases, and stops what
// it started. index.mjs re-exports the public part.

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import {
  layout,
  LISTENED_BY_OTHERS,
  readState,
  runningPid,
  SERVER_NAMES,
  SERVER_PORTS,
} from './lib/data-folder.mjs';
import { makeEnv } from './lib/env.mjs';
import { withLock } from './lib/lock.mjs';
import { DEFAULT_PORTS } from './lib/ports.mjs';
import { findFreePorts, isPortFree, terminate } from './lib/process.mjs';
import { ensureSystemPackages, findPostgresBinDir } from './lib/system.mjs';
import { spawnMailSink } from './servers/mail.mjs';
import { startNats } from './servers/nats.mjs';
import {
  ensureDatabases,
  postgresPortFromPidFile,
  startPostgres,
  stopPostgres,
  validateDatabaseNames,
} from './servers/postgres.mjs';
import { startRedis } from './servers/redis.mjs';
import { startS3 } from './servers/s3.mjs';
import { spawnStripeEmulator } from './servers/stripe.mjs';
import { spawnTwilioEmulator } from './servers/twilio.mjs';

/** @typedef {import('./lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('./lib/data-folder.mjs').Log} Log */
/** @typedef {import('./lib/data-folder.mjs').ServerName} ServerName */
/** @typedef {import('./lib/ports.mjs').PortName} PortName */
/** @typedef {import('./lib/ports.mjs').Ports} Ports */
/** @typedef {import('./index.d.ts').BackingEnv} BackingEnv */

/**
 * @param {import('./index.d.ts').StartBackingServersOptions} opts
 * @returns {Promise<import('./index.d.ts').BackingServers>}
 */
export async function startBackingServers(opts) {
  const began = Date.now();
  const log = opts.log ?? (() => {});
  const ephemeral = Boolean(opts.ephemeral);
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const databases = [...(opts.databases ?? [])];
  if (!opts.dataDir) throw new Error('startBackingServers: dataDir is required');
  const L = layout(opts.dataDir);
  validateDatabaseNames(databases);

  if (opts.installMissing !== false) await ensureSystemPackages({ log });
  const binDir = findPostgresBinDir();
  if (!binDir)
    throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (set PG_BIN_DIR)');

  if (existsSync(L.root) && !existsSync(L.marker) && readdirSync(L.root).length > 0)
    throw new Error(
      `${L.root} is not empty and was not made by @hirerelay/local-infra: choose an empty or new data folder.`,
    );
  mkdirSync(L.root, { recursive: true });
  if (!existsSync(L.marker))
    writeFileSync(L.marker, 'Data of the local backing servers (@hirerelay/local-infra).\n');
  mkdirSync(L.logs, { recursive: true });
  mkdirSync(L.runDir, { recursive: true });

  try {
    return await withLock(L, () =>
      startLocked(L, { ...opts, log, ephemeral, timeoutMs, databases, binDir, began }),
    );
  } catch (err) {
    // A throwaway folder is ours: leave nothing behind.
    if (ephemeral) await rm(L.root, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  }
}

/**
 * How to start each server on the given ports.
 * @param {Layout} L
 * @param {Ports} P
 * @param {{ ephemeral: boolean, binDir: string, log: Log, timeoutMs: number }} o
 * @returns {Record<ServerName, () => Promise<number>>}
 */
function serverStarters(L, P, { ephemeral, binDir, log, timeoutMs }) {
  return {
    postgres: () => startPostgres(L, { port: P.postgres, ephemeral, binDir, log, timeoutMs }),
    nats: () => startNats(L, { port: P.nats, monitorPort: P.natsMonitor, log, timeoutMs }),
    redis: () => startRedis(L, { port: P.redis, ephemeral, log, timeoutMs }),
    s3: () => startS3(L, { port: P.s3, log, timeoutMs }),
    mail: () =>
      spawnMailSink(
        { mailDir: L.mailDir, pidFile: L.pid.mail, logFile: L.log.mail },
        {
          smtpPort: P.smtp,
          inboxPort: P.inbox,
          twilioPort: P.twilio,
          // A data folder recorded before this port existed has none: no reply form then.
          ...(P.inboundSmtp ? { replySmtp: `127.0.0.1:${P.inboundSmtp}` } : {}),
          timeoutMs,
        },
      ),
    stripe: () =>
      spawnStripeEmulator(
        { stateFile: L.stripeState, pidFile: L.pid.stripe, logFile: L.log.stripe },
        { port: P.stripe, timeoutMs },
      ),
    twilio: () =>
      spawnTwilioEmulator(
        { stateFile: L.twilioState, pidFile: L.pid.twilio, logFile: L.log.twilio },
        { port: P.twilio, timeoutMs },
      ),
  };
}

/**
 * @param {Layout} L
 * @param {import('./index.d.ts').StartBackingServersOptions & { log: Log, timeoutMs: number, databases: string[], binDir: string, began: number }} opts
 * @returns {Promise<import('./index.d.ts').BackingServers>}
 */
async function startLocked(L, opts) {
  const { log, ephemeral, timeoutMs, databases, binDir, began } = opts;
  const state = await readState(L);

  // Which servers already run from this folder?
  /** @type {Record<ServerName, number | null>} */
  const existing = {
    postgres: null,
    nats: null,
    redis: null,
    s3: null,
    mail: null,
    stripe: null,
    twilio: null,
  };
  await Promise.all(SERVER_NAMES.map(async (n) => (existing[n] = await runningPid(L, n))));

  /** @type {Partial<Ports>} */
  const ports = {};
  /** @type {PortName[]} */
  const toPick = [];
  for (const name of SERVER_NAMES) {
    for (const key of SERVER_PORTS[name]) {
      const running = existing[name] !== null;
      let recorded = state.ports?.[key];
      if (running && key === 'postgres') recorded = (await postgresPortFromPidFile(L)) ?? recorded;
      if (running && recorded) {
        if (opts.ports?.[key] && opts.ports[key] !== recorded)
          log(`${name}: already running on port ${recorded}; using it (asked for ${opts.ports[key]})`);
        ports[key] = recorded;
      } else if (opts.ports?.[key]) ports[key] = opts.ports[key];
      else if (ephemeral) toPick.push(key);
      else ports[key] = DEFAULT_PORTS[key];
    }
  }
  const picked = await findFreePorts(toPick.length);
  toPick.forEach((key, i) => (ports[key] = picked[i]));
  const P = /** @type {Ports} */ (ports);

  // Fail early and clearly when a port we need is taken by another program.
  const busy = [];
  for (const name of SERVER_NAMES) {
    if (existing[name] !== null) continue;
    for (const key of SERVER_PORTS[name]) {
      if (!LISTENED_BY_OTHERS.has(key) && !(await isPortFree(P[key]))) busy.push(`${P[key]} (${name})`);
    }
  }
  if (busy.length)
    throw new Error(
      `Port(s) already in use on 127.0.0.1: ${busy.join(', ')}. Another program (or another copy of these ` +
        `servers with a different data folder) holds them: stop it, or pass other ports.`,
    );

  await writeFile(
    L.state,
    JSON.stringify({ ports: P, ephemeral, databases, updatedAt: new Date().toISOString() }, null, 2),
  );

  /** @type {Record<ServerName, { pid: number, reused: boolean }>} */
  const servers = /** @type {any} */ ({});
  const starters = serverStarters(L, P, { ephemeral, binDir, log, timeoutMs });
  const results = await Promise.allSettled(
    SERVER_NAMES.map(async (name) => {
      const pid = existing[name];
      if (pid !== null) {
        servers[name] = { pid, reused: true };
        log(`${name}: already running (PID ${pid}), reusing it`);
        return;
      }
      const t = Date.now();
      const newPid = await starters[name]();
      servers[name] = { pid: newPid, reused: false };
      log(`${name}: started (PID ${newPid}) in ${Date.now() - t} ms`);
    }),
  );
  const env = makeEnv(P);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length === 0) {
    try {
      await ensureDatabases(env.POSTGRES_URL, databases);
    } catch (err) {
      failures.push(new Error(`postgres: could not create databases: ${/** @type {Error} */ (err).message}`));
    }
  }
  const startedNames = SERVER_NAMES.filter((n) => servers[n] && !servers[n].reused);

  if (failures.length) {
    // Leave nothing half-started behind (including a server that started but never got ready).
    const attempted = SERVER_NAMES.filter((n) => existing[n] === null);
    await stopServers(L, attempted, { immediate: true, binDir }).catch(() => undefined);
    const message = failures.map((f) => (f instanceof Error ? f.message : String(f))).join('\n\n');
    throw new Error(`Could not start the backing servers:\n${message}`);
  }
  log(`backing servers ready in ${Date.now() - began} ms (data in ${L.root})`);

  let stopping = /** @type {Promise<void> | null} */ (null);
  return {
    env,
    dataDir: L.root,
    ports: P,
    servers,
    stop() {
      stopping ??= (async () => {
        if (ephemeral) {
          await stopBackingServers(L.root, { log });
          await rm(L.root, { recursive: true, force: true });
        } else {
          await withLock(L, () =>
            stopServers(L, startedNames, { immediate: false, binDir, expect: servers }),
          );
        }
      })();
      return stopping;
    },
  };
}

/**
 * Stop the named servers of a data folder, all at once, waiting until they are gone.
 * @param {Layout} L
 * @param {readonly ServerName[]} names
 * @param {{ immediate: boolean, binDir: string | null, expect?: Record<ServerName, { pid: number }> }} o
 */
async function stopServers(L, names, o) {
  const results = await Promise.allSettled(
    names.map(async (name) => {
      const pid = await runningPid(L, name);
      // Only stop the process we started (the pid file may name a newer one).
      if (pid === null || (o.expect && o.expect[name] && o.expect[name].pid !== pid)) return;
      if (name === 'postgres') await stopPostgres(L, { immediate: o.immediate, binDir: o.binDir });
      else await terminate(pid);
      if (name !== 'postgres') await rm(L.pid[name], { force: true });
    }),
  );
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  if (failed.length) throw new Error(`Could not stop every server:\n${failed.join('\n')}`);
}

/**
 * Stop every server whose pid file is in dataDir (whoever started it).
 * @param {string} dataDir
 * @param {{ log?: Log }} [opts]
 */
export async function stopBackingServers(dataDir, opts = {}) {
  const log = opts.log ?? (() => {});
  const L = layout(dataDir);
  if (!existsSync(L.root)) return;
  const state = await readState(L);
  await withLock(L, async () => {
    /** @type {ServerName[]} */
    const running = [];
    for (const name of SERVER_NAMES) if ((await runningPid(L, name)) !== null) running.push(name);
    if (running.length === 0) {
      log('nothing running');
      return;
    }
    const t = Date.now();
    await stopServers(L, running, { immediate: Boolean(state.ephemeral), binDir: findPostgresBinDir() });
    log(`stopped ${running.join(', ')} in ${Date.now() - t} ms`);
  });
}

/**
 * Stop one server of a data folder at once (PostgreSQL: immediate shutdown), keeping its data, so
 * an outage test can take it away and bring it back with `startBackingServer`.
 * @param {string} dataDir
 * @param {ServerName} name
 */
export async function stopBackingServer(dataDir, name) {
  const L = layout(dataDir);
  await withLock(L, () => stopServers(L, [name], { immediate: true, binDir: findPostgresBinDir() }));
}

/**
 * Start one stopped server of a data folder again, on the port and with the data it had.
 * @param {string} dataDir
 * @param {ServerName} name
 * @param {{ log?: Log, timeoutMs?: number }} [opts]
 * @returns {Promise<number>} its PID
 */
export async function startBackingServer(dataDir, name, opts = {}) {
  const L = layout(dataDir);
  const state = await readState(L);
  const binDir = findPostgresBinDir();
  if (!state.ports || !binDir) throw new Error(`${dataDir} holds no started set of backing servers`);
  const starters = serverStarters(L, /** @type {Ports} */ (state.ports), {
    ephemeral: Boolean(state.ephemeral),
    binDir,
    log: opts.log ?? (() => {}),
    timeoutMs: opts.timeoutMs ?? 30_000,
  });
  return withLock(L, async () => (await runningPid(L, name)) ?? (await starters[name]()));
}

/**
 * What runs from a data folder.
 * @param {string} dataDir
 * @returns {Promise<import('./index.d.ts').ServerStatus[]>}
 */
export async function backingServersStatus(dataDir) {
  const L = layout(dataDir);
  const state = await readState(L);
  const statuses = [];
  for (const name of SERVER_NAMES) {
    const pid = await runningPid(L, name);
    /** @type {Partial<Ports>} */
    const ports = {};
    for (const key of SERVER_PORTS[name]) {
      const p = key === 'postgres' && pid !== null ? await postgresPortFromPidFile(L) : state.ports?.[key];
      if (p) ports[key] = p;
    }
    statuses.push({ name, running: pid !== null, pid, ports, logFile: L.log[name] });
  }
  return statuses;
}

/**
 * The env of the servers running from dataDir (null unless all of them run).
 * @param {string} dataDir
 * @returns {Promise<BackingEnv | null>}
 */
export async function backingServersEnv(dataDir) {
  const statuses = await backingServersStatus(dataDir);
  if (!statuses.every((s) => s.running)) return null;
  const ports = /** @type {Ports} */ (Object.assign({}, ...statuses.map((s) => s.ports)));
  return makeEnv(ports);
}
