// @ts-check
// Redis: redis-server daemonizes itself; persistent data folders keep an append-only file.

import { existsSync, mkdirSync, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive, readPidFile, redisPing, run, waitReady } from '../lib/process.mjs';
import { findExecutable } from '../lib/system.mjs';

/** @typedef {import('../lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/**
 * @param {Layout} L
 * @param {{ port: number, ephemeral: boolean, log: Log, timeoutMs: number }} o
 */
export async function startRedis(L, o) {
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
