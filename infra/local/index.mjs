// @ts-check
// @hirerelay/local-infra: start and stop the backing servers (PostgreSQL, NATS with
// JetStream, Redis, an S3-compatible store, an SMTP sink with a web inbox) as local
// processes on 127.0.0.1, with all data, pid files and logs under one folder.
// Plain JavaScript so that it runs before anything is built. Types: index.d.ts.

import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  canConnect,
  findFreePorts,
  httpOk,
  isAlive,
  isOurProcess,
  isPortFree,
  logTail,
  readPidFile,
  redisPing,
  run,
  spawnDetached,
  terminate,
  waitGone,
  waitReady,
} from './lib/process.mjs';
import { CHROMIUM_PATH, ensureSystemPackages, findExecutable, findPostgresBinDir } from './lib/system.mjs';

export { ensureSystemPackages, findPostgresBinDir, CHROMIUM_PATH };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const S3_SCRIPT = path.join(HERE, 's3-server.mjs');
const MAIL_SCRIPT = path.join(HERE, 'mail-sink.mjs');
const MARKER = '.hirerelay-local-infra';

/** Ports used by `npm start` (persistent mode) when none are given. */
export const DEFAULT_PORTS = Object.freeze({
  postgres: 5433,
  nats: 4222,
  natsMonitor: 8222,
  redis: 6379,
  s3: 9000,
  smtp: 1025,
  inbox: 8025,
});

/** One database per service. */
export const DEFAULT_DATABASES = Object.freeze([
  'hirerelay_identity',
  'hirerelay_jobs',
  'hirerelay_billing',
  'hirerelay_content',
  'hirerelay_notifications',
]);

export const S3_BUCKET = 'user-documents';

/** @typedef {keyof typeof DEFAULT_PORTS} PortName */
/** @typedef {Record<PortName, number>} Ports */
/** @typedef {'postgres' | 'nats' | 'redis' | 's3' | 'mail'} ServerName */
/** @typedef {(line: string) => void} Log */
/** @typedef {import('./index.d.ts').BackingEnv} BackingEnv */

const SERVER_NAMES = /** @type {const} */ (['postgres', 'nats', 'redis', 's3', 'mail']);

/** Which ports belong to which server. */
const SERVER_PORTS = /** @type {Record<ServerName, PortName[]>} */ ({
  postgres: ['postgres'],
  nats: ['nats', 'natsMonitor'],
  redis: ['redis'],
  s3: ['s3'],
  mail: ['smtp', 'inbox'],
});

/** Text in the command line of each server process (guards against reused PIDs). */
const PROCESS_MARKER = /** @type {Record<ServerName, string>} */ ({
  postgres: 'postgres',
  nats: 'nats-server',
  redis: 'redis-server',
  s3: 's3-server.mjs',
  mail: 'mail-sink.mjs',
});

/**
 * A free TCP port on 127.0.0.1, chosen by the OS.
 * @returns {Promise<number>}
 */
export async function findFreePort() {
  const [port] = await findFreePorts(1);
  return /** @type {number} */ (port);
}

/**
 * Several distinct free ports (held open together while picking, so two calls in a row cannot
 * hand out the same port twice).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export function findDistinctFreePorts(count) {
  return findFreePorts(count);
}

// ------------------------------------------------------------------ layout

/** @param {string} dataDir */
function layout(dataDir) {
  const root = path.resolve(dataDir);
  const runDir = path.join(root, 'run');
  const logs = path.join(root, 'logs');
  return {
    root,
    runDir,
    logs,
    state: path.join(root, 'state.json'),
    lock: path.join(root, 'run', 'lock'),
    marker: path.join(root, MARKER),
    pgData: path.join(root, 'postgres'),
    pgSocket: path.join(runDir, 'pg-socket'),
    natsDir: path.join(root, 'nats'),
    natsConf: path.join(root, 'nats', 'nats.conf'),
    redisDir: path.join(root, 'redis'),
    s3Dir: path.join(root, 's3'),
    mailDir: path.join(root, 'mail'),
    pid: {
      postgres: path.join(root, 'postgres', 'postmaster.pid'),
      nats: path.join(runDir, 'nats.pid'),
      redis: path.join(runDir, 'redis.pid'),
      s3: path.join(runDir, 's3.pid'),
      mail: path.join(runDir, 'mail.pid'),
    },
    log: {
      postgres: path.join(logs, 'postgres.log'),
      initdb: path.join(logs, 'initdb.log'),
      nats: path.join(logs, 'nats.log'),
      redis: path.join(logs, 'redis.log'),
      s3: path.join(logs, 's3.log'),
      mail: path.join(logs, 'mail.log'),
    },
  };
}
/** @typedef {ReturnType<typeof layout>} Layout */

/**
 * @param {Layout} L
 * @returns {Promise<{ ports?: Partial<Ports>, ephemeral?: boolean, databases?: string[] }>}
 */
async function readState(L) {
  try {
    return JSON.parse(await readFile(L.state, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The PID of a server from its pid file, when that process is alive and is that server.
 * @param {Layout} L
 * @param {ServerName} name
 * @returns {Promise<number | null>}
 */
async function runningPid(L, name) {
  const pid = await readPidFile(L.pid[name]);
  if (pid === null) return null;
  return (await isOurProcess(pid, PROCESS_MARKER[name])) ? pid : null;
}

/** Postgres records its port on line 4 of postmaster.pid. @param {Layout} L */
async function postgresPortFromPidFile(L) {
  try {
    const port = Number.parseInt((await readFile(L.pid.postgres, 'utf8')).split('\n')[3] ?? '', 10);
    return Number.isInteger(port) ? port : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ lock

/**
 * Serialize start/stop on one data folder (two `npm start` at once, parallel test workers).
 * @param {Layout} L
 * @param {() => Promise<T>} fn
 * @template T
 * @returns {Promise<T>}
 */
async function withLock(L, fn) {
  mkdirSync(L.runDir, { recursive: true });
  const token = `${process.pid} ${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const fh = await open(L.lock, 'wx');
      await fh.writeFile(token);
      await fh.close();
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(
        (await readFile(L.lock, 'utf8').catch(() => '')).split(' ')[0] ?? '',
        10,
      );
      if (Number.isInteger(holder) && holder !== process.pid && !(await isAlive(holder))) {
        await rm(L.lock, { force: true }); // left by a process that died
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for the lock ${L.lock} (held by PID ${holder})`);
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    const current = await readFile(L.lock, 'utf8').catch(() => '');
    if (current === token) await rm(L.lock, { force: true });
  }
}

// ------------------------------------------------------------------ postgres

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Postgres refuses to run as root: run its programs as the `postgres` user then.
 * @param {string} cmd
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asPostgres(cmd, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/**
 * uid/gid of the `postgres` user when we are root (null when not root or no such user).
 * @returns {{ uid: number, gid: number } | null}
 */
function postgresUser() {
  if (!isRoot()) return null;
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/**
 * @param {string} p
 * @param {{ uid: number, gid: number } | null} owner
 */
function chownTo(p, owner) {
  if (owner) chownSync(p, owner.uid, owner.gid);
}

/**
 * initdb into `dir` (created, owned by the postgres user when root).
 * @param {string} dir
 * @param {{ binDir: string, owner: { uid: number, gid: number } | null, noSync: boolean, logFile: string }} o
 */
async function initCluster(dir, o) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (readdirSync(dir).length > 0)
    throw new Error(`${dir} is not empty but holds no PostgreSQL cluster: move it away and try again.`);
  chmodSync(dir, 0o700);
  chownTo(dir, o.owner);
  if (o.owner) {
    const [cmd, args] = asPostgres('test', ['-w', dir]);
    await run(cmd, args).catch(() => {
      throw new Error(
        `The "postgres" user cannot write ${dir}: every parent folder of the data folder must be ` +
          `searchable by others (chmod o+x), or choose a data folder elsewhere (--data-dir).`,
      );
    });
  }
  const initArgs = ['-D', dir, '--auth=trust', '-U', 'postgres', '--locale=C.UTF-8', '--encoding=UTF8'];
  if (o.noSync) initArgs.push('--no-sync');
  const [cmd, args] = asPostgres(path.join(o.binDir, 'initdb'), initArgs);
  try {
    const out = await run(cmd, args, { cwd: '/' });
    await writeFile(o.logFile, out.stdout + out.stderr);
  } catch (err) {
    await writeFile(o.logFile, String(err));
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `postgres: initdb failed (log ${o.logFile}):\n${String(/** @type {Error} */ (err).message)}`,
    );
  }
}

/** @param {string} dir */
function countFiles(dir) {
  return readdirSync(dir, { recursive: true }).length;
}

/**
 * A freshly initialized cluster cached in the OS temp folder (one per user and PostgreSQL
 * build), for throwaway clusters. Null when it cannot be made (then initdb runs as usual)
 * or when HIRERELAY_PG_TEMPLATE_CACHE=0.
 * @param {string} binDir
 * @param {{ uid: number, gid: number } | null} owner
 * @param {Log} log
 * @returns {Promise<string | null>} the template's data folder
 */
async function postgresTemplate(binDir, owner, log) {
  if (process.env.HIRERELAY_PG_TEMPLATE_CACHE === '0') return null;
  try {
    const { stdout } = await run(path.join(binDir, 'postgres'), ['--version']);
    const key = createHash('sha256')
      .update(`${binDir}\n${stdout}\nC.UTF-8 trust v1`)
      .digest('hex')
      .slice(0, 12);
    const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
    const root = path.join(os.tmpdir(), `hirerelay-pg-template-${uid}-${key}`);
    const pgdata = path.join(root, 'pgdata');
    const manifest = path.join(root, 'files.json');
    const valid = () => {
      try {
        // Ours (not planted by another user), complete (not thinned by a temp cleaner).
        if (statSync(root).uid !== uid) return false;
        const expected = JSON.parse(readFileSync(manifest, 'utf8')).files;
        return existsSync(path.join(pgdata, 'PG_VERSION')) && countFiles(pgdata) === expected;
      } catch {
        return false;
      }
    };
    if (valid()) return pgdata;
    if (existsSync(root)) await rm(root, { recursive: true, force: true });
    log('postgres: creating the cached template cluster for throwaway clusters');
    const building = `${root}.building-${process.pid}-${Math.random().toString(36).slice(2)}`;
    mkdirSync(building, { mode: 0o755 });
    try {
      await initCluster(path.join(building, 'pgdata'), {
        binDir,
        owner,
        noSync: true,
        logFile: path.join(building, 'initdb.log'),
      });
      writeFileSync(
        path.join(building, 'files.json'),
        JSON.stringify({ files: countFiles(path.join(building, 'pgdata')) }),
      );
      try {
        renameSync(building, root);
      } catch {
        // Another process finished first: use theirs.
      }
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    return valid() ? pgdata : null;
  } catch (err) {
    log(
      `postgres: no template cluster (${/** @type {Error} */ (err).message.split('\n')[0]}); running initdb`,
    );
    return null;
  }
}

/**
 * @param {Layout} L
 * @param {{ port: number, ephemeral: boolean, binDir: string, log: Log, timeoutMs: number }} o
 */
async function startPostgres(L, o) {
  const owner = postgresUser();
  if (isRoot() && !owner)
    throw new Error(
      'Running as root, but there is no "postgres" user to run PostgreSQL as (PostgreSQL refuses to run as ' +
        'root). Install the Debian "postgresql" package (it creates the user) or create the user yourself.',
    );
  if (owner) {
    // The postgres user must be able to reach the data folder (mkdtemp makes it 0700).
    const mode = statSync(L.root).mode;
    if ((mode & 0o001) === 0) chmodSync(L.root, (mode & 0o7777) | 0o001);
  }
  const pgCtl = path.join(o.binDir, 'pg_ctl');
  if (!existsSync(path.join(L.pgData, 'PG_VERSION'))) {
    // Throwaway clusters are copied from a cached, freshly initialized one: a copy takes a
    // fraction of initdb's time.
    const template = o.ephemeral ? await postgresTemplate(o.binDir, owner, o.log) : null;
    if (template) {
      if (existsSync(L.pgData)) {
        if (readdirSync(L.pgData).length > 0)
          throw new Error(`${L.pgData} is not empty but holds no PostgreSQL cluster: move it away.`);
        await rm(L.pgData, { recursive: true });
      }
      await run('cp', ['-a', template, L.pgData]);
    } else {
      o.log(`postgres: creating a cluster in ${L.pgData}`);
      await initCluster(L.pgData, { binDir: o.binDir, owner, noSync: o.ephemeral, logFile: L.log.initdb });
    }
  }
  // A postmaster.pid naming a dead or unrelated process (after a crash or a reboot).
  if (existsSync(L.pid.postgres) && (await runningPid(L, 'postgres')) === null) await rm(L.pid.postgres);

  mkdirSync(L.pgSocket, { recursive: true, mode: 0o755 });
  chownTo(L.pgSocket, owner);
  if (!existsSync(L.log.postgres)) writeFileSync(L.log.postgres, '');
  chownTo(L.log.postgres, owner);

  // Unix sockets have a ~107 byte path limit; TCP is what clients use anyway.
  const socketOk = path.join(L.pgSocket, `.s.PGSQL.${o.port}`).length < 100;
  const serverOpts = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${o.port}`,
    socketOk ? `-k '${L.pgSocket}'` : `-k ''`,
    ...(o.ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const timeoutS = Math.max(5, Math.round(o.timeoutMs / 1000));
  const [cmd, args] = asPostgres(pgCtl, [
    '-D',
    L.pgData,
    '-l',
    L.log.postgres,
    '-w',
    '-t',
    String(timeoutS),
    '-o',
    serverOpts,
    'start',
  ]);
  try {
    await run(cmd, args, { cwd: '/', detached: true, timeoutMs: o.timeoutMs + 5000 });
  } catch (err) {
    throw new Error(
      `postgres did not start on 127.0.0.1:${o.port}: ${/** @type {Error} */ (err).message.split('\n')[0]}. ` +
        `Log ${L.log.postgres}:\n${await logTail(L.log.postgres)}`,
    );
  }
  const pid = await readPidFile(L.pid.postgres);
  if (pid === null) throw new Error(`postgres started but ${L.pid.postgres} is missing`);
  return pid;
}

/**
 * @param {Layout} L
 * @param {{ immediate: boolean, binDir: string | null }} o
 */
async function stopPostgres(L, o) {
  const pid = await runningPid(L, 'postgres');
  if (pid === null) return;
  if (o.binDir) {
    const pgCtl = path.join(o.binDir, 'pg_ctl');
    const [cmd, args] = asPostgres(pgCtl, [
      '-D',
      L.pgData,
      '-m',
      o.immediate ? 'immediate' : 'fast',
      '-w',
      '-t',
      '60',
      'stop',
    ]);
    await run(cmd, args, { cwd: '/' }).catch(() => undefined);
  } else {
    await terminate(pid, { signal: o.immediate ? 'SIGQUIT' : 'SIGINT', graceMs: 60_000 });
  }
  if (!(await waitGone(pid, 30_000))) await terminate(pid, { signal: 'SIGKILL', graceMs: 5000 });
}

/** @param {readonly string[]} databases */
function validateDatabaseNames(databases) {
  for (const db of databases) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(db))
      throw new Error(`invalid database name "${db}" (letters, digits and _ only, at most 63)`);
  }
}

/**
 * Create each database that does not exist yet.
 * @param {string} postgresUrl e.g. postgresql://postgres@127.0.0.1:5433
 * @param {readonly string[]} databases
 */
export async function ensureDatabases(postgresUrl, databases) {
  if (databases.length === 0) return;
  validateDatabaseNames(databases);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database');
    const existing = new Set(rows.map((r) => r.datname));
    const version = Number((await client.query('SHOW server_version_num')).rows[0]?.server_version_num ?? 0);
    // PostgreSQL 15+ copies the template through the WAL by default; copying the files is
    // about twice as fast for the small template1.
    const strategy = version >= 150000 ? ' STRATEGY = FILE_COPY' : '';
    for (const db of databases) {
      if (existing.has(db)) continue;
      try {
        await client.query(`CREATE DATABASE "${db}"${strategy}`);
      } catch (err) {
        // Someone else created it at the same moment.
        const code = /** @type {{ code?: string }} */ (err).code;
        if (code !== '42P04' && code !== '23505') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ nats

/** @param {string} s */
const natsString = (s) => JSON.stringify(s);

/**
 * @param {Layout} L
 * @param {{ port: number, monitorPort: number, log: Log, timeoutMs: number }} o
 */
async function startNats(L, o) {
  const bin = findExecutable('nats-server');
  if (!bin) throw new Error('nats-server is not installed (apt-get install nats-server)');
  // nats-server keeps JetStream data in <store_dir>/jetstream.
  mkdirSync(L.natsDir, { recursive: true });
  await writeFile(
    L.natsConf,
    [
      '# Written by @hirerelay/local-infra on every start.',
      'server_name: hirerelay_local',
      `listen: "127.0.0.1:${o.port}"`,
      `http: "127.0.0.1:${o.monitorPort}"`,
      `pid_file: ${natsString(L.pid.nats)}`,
      'jetstream {',
      `  store_dir: ${natsString(L.natsDir)}`,
      '  max_memory_store: 256MB',
      '  max_file_store: 2GB',
      '}',
      '',
    ].join('\n'),
  );
  const proc = spawnDetached(bin, ['-c', L.natsConf], { logFile: L.log.nats });
  if (proc.child.pid) await writeFile(L.pid.nats, `${proc.child.pid}\n`);
  try {
    await waitReady(() => httpOk(`http://127.0.0.1:${o.monitorPort}/healthz`), {
      timeoutMs: o.timeoutMs,
      what: `nats-server (127.0.0.1:${o.port}, monitor ${o.monitorPort})`,
      logFile: L.log.nats,
      failure: proc.failure,
    });
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}

// ------------------------------------------------------------------ redis

/**
 * @param {Layout} L
 * @param {{ port: number, ephemeral: boolean, log: Log, timeoutMs: number }} o
 */
async function startRedis(L, o) {
  const bin = findExecutable('redis-server');
  if (!bin) throw new Error('redis-server is not installed (apt-get install redis-server)');
  mkdirSync(L.redisDir, { recursive: true });
  await rm(L.pid.redis, { force: true });
  const logStart = existsSync(L.log.redis) ? statSync(L.log.redis).size : 0;
  const persistence = o.ephemeral ? ['--save', '', '--appendonly', 'no'] : ['--appendonly', 'yes'];
  // Daemonizes itself (fork + setsid) and writes its pid file once it listens.
  await run(
    bin,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(o.port),
      '--dir',
      L.redisDir,
      '--daemonize',
      'yes',
      '--pidfile',
      L.pid.redis,
      '--logfile',
      L.log.redis,
      ...persistence,
    ],
    { cwd: L.redisDir },
  );
  await waitReady(() => redisPing(o.port), {
    timeoutMs: o.timeoutMs,
    what: `redis-server (127.0.0.1:${o.port})`,
    logFile: L.log.redis,
    failure: async () => {
      const pid = await readPidFile(L.pid.redis);
      if (pid !== null && !(await isAlive(pid))) return 'exited early';
      const text = await readFile(L.log.redis, 'utf8').catch(() => '');
      const fatal = /# (Could not|Fatal|FATAL|Failed|Can't)[^\n]*/.exec(text.slice(logStart));
      return fatal ? fatal[0].slice(2) : null;
    },
  });
  for (let i = 0; i < 100; i++) {
    const pid = await readPidFile(L.pid.redis);
    if (pid !== null) return pid;
    await sleep(20);
  }
  throw new Error(`redis-server answers but wrote no pid file ${L.pid.redis}`);
}

// ------------------------------------------------------------------ node programs

/** Environment for our Node child programs: without the caller's loaders (test runners). */
function childEnv() {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * @param {Layout} L
 * @param {{ port: number, log: Log, timeoutMs: number }} o
 */
async function startS3(L, o) {
  mkdirSync(L.s3Dir, { recursive: true });
  const proc = spawnDetached(
    process.execPath,
    [S3_SCRIPT, '--port', String(o.port), '--dir', L.s3Dir, '--bucket', S3_BUCKET, '--pid-file', L.pid.s3],
    { logFile: L.log.s3, env: childEnv(), cwd: HERE },
  );
  if (proc.child.pid) await writeFile(L.pid.s3, `${proc.child.pid}\n`);
  try {
    await waitReady(() => canConnect(o.port), {
      timeoutMs: o.timeoutMs,
      what: `S3 store (s3rver, 127.0.0.1:${o.port})`,
      logFile: L.log.s3,
      failure: proc.failure,
    });
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}

/**
 * @param {{ mailDir: string, pidFile: string, logFile: string }} files
 * @param {{ smtpPort: number, inboxPort: number, timeoutMs: number }} o
 */
async function spawnMailSink(files, o) {
  mkdirSync(files.mailDir, { recursive: true });
  const proc = spawnDetached(
    process.execPath,
    [
      MAIL_SCRIPT,
      '--smtp-port',
      String(o.smtpPort),
      '--inbox-port',
      String(o.inboxPort),
      '--dir',
      files.mailDir,
      '--pid-file',
      files.pidFile,
    ],
    { logFile: files.logFile, env: childEnv(), cwd: HERE },
  );
  if (proc.child.pid) await writeFile(files.pidFile, `${proc.child.pid}\n`);
  try {
    await waitReady(
      async () => (await httpOk(`http://127.0.0.1:${o.inboxPort}/healthz`)) && (await canConnect(o.smtpPort)),
      {
        timeoutMs: o.timeoutMs,
        what: `mail sink (SMTP 127.0.0.1:${o.smtpPort}, inbox ${o.inboxPort})`,
        logFile: files.logFile,
        failure: proc.failure,
      },
    );
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}

/**
 * Start only the SMTP sink with its web inbox (used next to containers, where there is
 * no mail container). Detached, with a pid file, logs in dataDir/logs/mail.log.
 * @param {{ dataDir: string, smtpPort?: number, inboxPort?: number, timeoutMs?: number, log?: Log }} opts
 */
export async function startMailSink(opts) {
  const L = layout(opts.dataDir);
  mkdirSync(L.logs, { recursive: true });
  mkdirSync(L.runDir, { recursive: true });
  const [smtpPort, inboxPort] =
    opts.smtpPort && opts.inboxPort ? [opts.smtpPort, opts.inboxPort] : await findFreePorts(2);
  const pid = await spawnMailSink(
    { mailDir: L.mailDir, pidFile: L.pid.mail, logFile: L.log.mail },
    {
      smtpPort: /** @type {number} */ (smtpPort),
      inboxPort: /** @type {number} */ (inboxPort),
      timeoutMs: opts.timeoutMs ?? 30_000,
    },
  );
  (opts.log ?? (() => {}))(
    `mail sink: SMTP 127.0.0.1:${smtpPort}, inbox http://127.0.0.1:${inboxPort} (PID ${pid})`,
  );
  let stopped = false;
  return {
    pid,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_INBOX_URL: `http://127.0.0.1:${inboxPort}`,
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await terminate(pid);
      await rm(L.pid.mail, { force: true });
    },
  };
}

// ------------------------------------------------------------------ env

/**
 * @param {Ports} p
 * @returns {BackingEnv}
 */
function makeEnv(p) {
  return {
    POSTGRES_URL: `postgresql://postgres@127.0.0.1:${p.postgres}`,
    NATS_URL: `nats://127.0.0.1:${p.nats}`,
    NATS_MONITOR_URL: `http://127.0.0.1:${p.natsMonitor}`,
    REDIS_URL: `redis://127.0.0.1:${p.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${p.s3}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(p.smtp),
    MAIL_INBOX_URL: `http://127.0.0.1:${p.inbox}`,
  };
}

/**
 * The URL of one database.
 * @param {{ POSTGRES_URL: string }} env
 * @param {string} database
 */
export function databaseUrl(env, database) {
  return `${env.POSTGRES_URL}/${database}`;
}

// ------------------------------------------------------------------ start / stop

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
        { smtpPort: P.smtp, inboxPort: P.inbox, timeoutMs },
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
  const existing = { postgres: null, nats: null, redis: null, s3: null, mail: null };
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
    for (const key of SERVER_PORTS[name]) if (!(await isPortFree(P[key]))) busy.push(`${P[key]} (${name})`);
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

/** Default data folder: `<repo>/.data` (git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(HERE, '..', '..', '.data');
