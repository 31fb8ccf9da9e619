// @ts-check
// PostgreSQL: one cluster per data folder (run as the `postgres` user when we are root, since
// PostgreSQL refuses to run as root), throwaway clusters copied from a cached template, and the
// service databases.

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
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runningPid } from '../lib/data-folder.mjs';
import { logTail, readPidFile, run, terminate, waitGone } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/** One database per service. */
export const DEFAULT_DATABASES = Object.freeze([
  'hirerelay_identity',
  'hirerelay_jobs',
  'hirerelay_billing',
  'hirerelay_content',
  'hirerelay_notifications',
]);

/** Postgres records its port on line 4 of postmaster.pid. @param {Layout} L */
export async function postgresPortFromPidFile(L) {
  try {
    const port = Number.parseInt((await readFile(L.pid.postgres, 'utf8')).split('\n')[3] ?? '', 10);
    return Number.isInteger(port) ? port : null;
  } catch {
    return null;
  }
}

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
export async function startPostgres(L, o) {
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
export async function stopPostgres(L, o) {
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
export function validateDatabaseNames(databases) {
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
