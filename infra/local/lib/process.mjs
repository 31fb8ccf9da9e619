// @ts-check
// Process helpers: liveness checks that understand zombies, waiting for ports and
// processes, detached spawning, log tails. Plain Node, no dependencies.

import { spawn, execFile } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Run a program and collect its output. Rejects with the output on a non-zero exit.
 * @param {string} file
 * @param {string[]} args
 * @param {{ timeoutMs?: number, env?: NodeJS.ProcessEnv, cwd?: string, detached?: boolean }} [opts]
 * @returns {Promise<{ stdout: string, stderr: string }>}
 */
export function run(file, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      detached: opts.detached ?? false,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    if (opts.timeoutMs) {
      timer = setTimeout(() => {
        child.kill('SIGKILL');
      }, opts.timeoutMs);
    }
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${file}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else {
        const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        const out = `${stdout}${stderr}`.trim();
        reject(new Error(`${file} ${args.join(' ')} ${why}${out ? `:\n${out}` : ''}`));
      }
    });
  });
}

/**
 * The process state letter (R, S, D, Z, T, ...) or null when there is no such process.
 * Reads /proc when present (Linux), otherwise asks `ps`.
 * @param {number} pid
 * @returns {Promise<string | null>}
 */
async function processState(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (existsSync('/proc/self/stat')) {
    try {
      const text = await readFile(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) S ..." — comm may contain spaces and parentheses: use the last ')'.
      const state = text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3);
      return state || null;
    } catch {
      return null;
    }
  }
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'stat=', '-p', String(pid)], (err, stdout) => {
      if (err) resolve(null);
      else resolve(stdout.trim().slice(0, 1) || null);
    });
  });
}

/**
 * The command line of a process ('' when unknown).
 * @param {number} pid
 */
async function processCommand(pid) {
  if (existsSync('/proc/self/cmdline')) {
    try {
      return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
    } catch {
      return '';
    }
  }
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'args=', '-p', String(pid)], (err, stdout) => resolve(err ? '' : stdout.trim()));
  });
}

/**
 * True when the process exists and is not a zombie (`kill -0` succeeds on zombies:
 * PID 1 here reaps orphans only every couple of seconds).
 * @param {number} pid
 */
export async function isAlive(pid) {
  const state = await processState(pid);
  return state !== null && state !== 'Z' && state !== 'X';
}

/**
 * Alive and its command line contains `marker` (guards against a PID reused by another
 * program after a reboot).
 * @param {number} pid
 * @param {string} marker
 */
export async function isOurProcess(pid, marker) {
  if (!(await isAlive(pid))) return false;
  const cmd = await processCommand(pid);
  return cmd === '' || cmd.includes(marker);
}

/**
 * Wait until the process is gone (or a zombie).
 * @param {number} pid
 * @param {number} timeoutMs
 * @returns {Promise<boolean>} true when gone in time
 */
export async function waitGone(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (await isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * SIGTERM, wait, then SIGKILL if needed; resolves once the process is really gone.
 * @param {number} pid
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [opts]
 */
export async function terminate(pid, opts = {}) {
  if (!(await isAlive(pid))) return;
  try {
    process.kill(pid, opts.signal ?? 'SIGTERM');
  } catch {
    return;
  }
  if (await waitGone(pid, opts.graceMs ?? 10_000)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return;
  }
  if (!(await waitGone(pid, 5_000))) throw new Error(`process ${pid} did not stop, even after SIGKILL`);
}

/**
 * Read a pid file; null when absent or unreadable.
 * @param {string} file
 */
export async function readPidFile(file) {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0]?.trim() ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The last `lines` lines of a log file, indented, for error messages.
 * @param {string} file
 * @param {number} [lines]
 */
export async function logTail(file, lines = 30) {
  try {
    const text = await readFile(file, 'utf8');
    const tail = text.trimEnd().split('\n').slice(-lines);
    return tail.length && tail[0] !== '' ? tail.map((l) => `    ${l}`).join('\n') : '    (log is empty)';
  } catch {
    return `    (no log at ${file})`;
  }
}

/**
 * Start a program in its own session (it survives the caller and the caller's Ctrl-C),
 * stdout/stderr appended to logFile.
 * @param {string} file
 * @param {string[]} args
 * @param {{ logFile: string, env?: NodeJS.ProcessEnv, cwd?: string }} opts
 */
export function spawnDetached(file, args, opts) {
  const fd = openSync(opts.logFile, 'a');
  try {
    const child = spawn(file, args, {
      detached: true,
      stdio: ['ignore', fd, fd],
      env: opts.env ?? process.env,
      cwd: opts.cwd,
    });
    /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */
    let exited = null;
    /** @type {Error | null} */
    let error = null;
    child.on('exit', (code, signal) => (exited = { code, signal }));
    child.on('error', (err) => (error = err));
    child.unref();
    return {
      child,
      /** Why the child already stopped, or null while it runs. */
      failure() {
        if (error) return `could not start ${file}: ${error.message}`;
        if (exited) return `exited early (${exited.signal ?? `code ${exited.code}`})`;
        return null;
      },
    };
  } finally {
    closeSync(fd);
  }
}

/**
 * Can something connect to host:port right now?
 * @param {number} port
 * @param {string} [host]
 */
export function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Is the port free to bind on host?
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Ask the OS for `count` distinct free ports on 127.0.0.1.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function findFreePorts(count) {
  /** @type {net.Server[]} */
  const servers = [];
  try {
    const ports = [];
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve(undefined));
      });
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('could not read the port the OS chose');
      ports.push(address.port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))));
  }
}

/**
 * Poll `check` until it returns true; fail with `describe()` when the deadline passes or
 * `failure()` reports the server gone.
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs: number, what: string, logFile: string, failure?: () => string | null | Promise<string | null> }} opts
 */
export async function waitReady(check, opts) {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    const failed = opts.failure ? await opts.failure() : null;
    if (failed || Date.now() > deadline) {
      // The log may be written just after the process died.
      await sleep(100);
      const reason = failed ?? `not ready after ${Math.round(opts.timeoutMs / 1000)} s`;
      throw new Error(
        `${opts.what} did not start: ${reason}. Log ${opts.logFile}:\n${await logTail(opts.logFile)}`,
      );
    }
    await sleep(50);
  }
}

/**
 * HTTP GET answering 2xx?
 * @param {string} url
 */
export async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Does a Redis server answer PING on the port?
 * @param {number} port
 */
export function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let data = '';
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      if (data.includes('\r\n')) done(data.startsWith('+PONG'));
    });
  });
}

/**
 * @param {string} path
 */
export async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Environment for our Node child programs: without the caller's loaders (test runners). */
function childEnv() {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
}

/** infra/local: where its Node programs live and the folder they run in. */
const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts one of infra/local's Node programs (the S3 store, the mail sink, the Stripe stand-in)
 * detached, with `--pid-file`, writes that pid file, and waits until `ready` answers. A program
 * that does not come up in time is ended, and the error carries the end of its log.
 * @param {{ script: string, args: string[], pidFile: string, logFile: string, what: string,
 *   ready: () => Promise<boolean>, timeoutMs: number }} o
 * @returns {Promise<number>} its PID
 */
export async function startNodeProgram(o) {
  const proc = spawnDetached(
    process.execPath,
    [path.join(INFRA_DIR, o.script), ...o.args, '--pid-file', o.pidFile],
    {
      logFile: o.logFile,
      env: childEnv(),
      cwd: INFRA_DIR,
    },
  );
  if (proc.child.pid) await writeFile(o.pidFile, `${proc.child.pid}\n`);
  try {
    await waitReady(o.ready, {
      timeoutMs: o.timeoutMs,
      what: o.what,
      logFile: o.logFile,
      failure: proc.failure,
    });
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}

/**
 * `stop()` for a server started on its own: ends it and removes its pid file, once however often
 * it is called.
 * @param {number} pid
 * @param {string} pidFile
 */
export function stopOnce(pid, pidFile) {
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    await terminate(pid);
    await rm(pidFile, { force: true });
  };
}
