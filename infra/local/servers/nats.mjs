// @ts-check
// NATS with JetStream: nats-server with a config file written on every start.

import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { httpOk, spawnDetached, terminate, waitReady } from '../lib/process.mjs';
import { findExecutable } from '../lib/system.mjs';

/** @typedef {import('../lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/** @param {string} s */
const natsString = (s) => JSON.stringify(s);

/**
 * @param {Layout} L
 * @param {{ port: number, monitorPort: number, log: Log, timeoutMs: number }} o
 */
export async function startNats(L, o) {
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
