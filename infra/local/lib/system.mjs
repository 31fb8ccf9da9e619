// @ts-check
// Finding the server binaries, and installing the Debian packages that provide them.

import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const EXTRA_BIN_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/**
 * Full path of an executable found on PATH or in the usual system folders (nats-server
 * lives in /usr/sbin on Debian, which is not on a normal user's PATH).
 * @param {string} name
 * @returns {string | null}
 */
export function findExecutable(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_BIN_DIRS];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // keep looking
    }
  }
  return null;
}

/**
 * The bin folder of the highest PostgreSQL found in /usr/lib/postgresql/<version>/bin that
 * has initdb, pg_ctl and postgres. `PG_BIN_DIR` overrides.
 * @returns {string | null}
 */
export function findPostgresBinDir() {
  const wanted = ['initdb', 'pg_ctl', 'postgres'];
  const complete = (/** @type {string} */ dir) => wanted.every((b) => existsSync(path.join(dir, b)));
  if (process.env.PG_BIN_DIR) return complete(process.env.PG_BIN_DIR) ? process.env.PG_BIN_DIR : null;
  const root = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v));
  } catch {
    versions = [];
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const v of versions) {
    const dir = path.join(root, v, 'bin');
    if (complete(dir)) return dir;
  }
  // Other layouts (Homebrew, a distribution putting them on PATH).
  const initdb = findExecutable('initdb');
  if (initdb && complete(path.dirname(initdb))) return path.dirname(initdb);
  return null;
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Which Debian packages are missing for the requested binaries.
 * @param {{ chromium?: boolean, haproxy?: boolean }} opts haproxy: the load balancer of
 *   `npm run bench:replicas`
 */
function missingPackages(opts = {}) {
  /** @type {{ pkg: string, what: string }[]} */
  const missing = [];
  if (!findExecutable('nats-server')) missing.push({ pkg: 'nats-server', what: 'nats-server' });
  if (!findExecutable('redis-server')) missing.push({ pkg: 'redis-server', what: 'redis-server' });
  if (!findPostgresBinDir())
    missing.push({ pkg: 'postgresql', what: 'PostgreSQL server (initdb, pg_ctl, postgres)' });
  if (opts.chromium && !existsSync(CHROMIUM_PATH)) missing.push({ pkg: 'chromium', what: CHROMIUM_PATH });
  if (opts.haproxy && !findExecutable('haproxy')) missing.push({ pkg: 'haproxy', what: 'haproxy' });
  return missing;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {(line: string) => void} log
 */
function aptRun(cmd, args, log) {
  return new Promise((resolve, reject) => {
    log(`$ ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    let tail = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString('utf8');
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(`  ${line.trimEnd()}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) => reject(new Error(`could not run ${cmd}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${cmd} ${args.join(' ')} failed with code ${code}:\n${tail}`)),
    );
  });
}

/**
 * Install what is missing (root on Debian), or fail naming the packages.
 * @param {{ chromium?: boolean, haproxy?: boolean, log?: (line: string) => void }} [opts]
 */
export async function ensureSystemPackages(opts = {}) {
  const log = opts.log ?? (() => {});
  const missing = missingPackages(opts);
  if (missing.length === 0) return;
  const pkgs = missing.map((m) => m.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && findExecutable('apt-get') !== null;
  if (!isRoot || !isDebian) {
    const why = !isDebian ? 'this is not a Debian/Ubuntu system' : 'this process is not running as root';
    throw new Error(
      `Missing system programs: ${missing.map((m) => m.what).join(', ')}.\n` +
        `They cannot be installed automatically because ${why}. Install them yourself, for example:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}\n` +
        `(PostgreSQL 13 or newer, NATS server 2.9 or newer with JetStream, Redis 6 or newer; ` +
        `set PG_BIN_DIR if PostgreSQL's initdb/pg_ctl/postgres live somewhere unusual), ` +
        `or use docker-compose.yml.`,
    );
  }
  log(`Installing missing system packages: ${pkgs.join(' ')}`);
  // A lock timeout lets parallel callers (several test workers) queue instead of failing.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  await aptRun('apt-get', [...lock, 'update'], log);
  await aptRun('apt-get', [...lock, 'install', '-y', ...pkgs], log);
  const still = missingPackages(opts);
  if (still.length)
    throw new Error(`apt-get install finished but still missing: ${still.map((m) => m.what).join(', ')}`);
}
