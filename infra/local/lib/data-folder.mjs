// @ts-check
// The data folder of one set of backing servers: where each server keeps its data, pid file and
// log, the recorded state (ports, ephemeral), and which of its servers run.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isOurProcess, readPidFile } from './process.mjs';

/** @typedef {import('./ports.mjs').PortName} PortName */
/** @typedef {import('./ports.mjs').Ports} Ports */
/** @typedef {'postgres' | 'nats' | 'redis' | 's3' | 'mail' | 'stripe' | 'twilio'} ServerName */
/** @typedef {(line: string) => void} Log */

/** Marks a data folder as made by us (we refuse to fill a folder that holds something else). */
const MARKER = '.hirerelay-local-infra';

export const SERVER_NAMES = /** @type {const} */ ([
  'postgres',
  'nats',
  'redis',
  's3',
  'mail',
  'stripe',
  'twilio',
]);

/**
 * Which ports belong to which server. The mail sink's `inboundSmtp` is the one its reply form sends
 * to (notifications listens there, see `LISTENED_BY_OTHERS`), kept with it so it is recorded and
 * reused like the others.
 */
export const SERVER_PORTS = /** @type {Record<ServerName, PortName[]>} */ ({
  postgres: ['postgres'],
  nats: ['nats', 'natsMonitor'],
  redis: ['redis'],
  s3: ['s3'],
  mail: ['smtp', 'inbox', 'inboundSmtp'],
  stripe: ['stripe'],
  twilio: ['twilio'],
});

/** Ports a server only talks to: another program listens there, so they are not checked free at start. */
export const LISTENED_BY_OTHERS = /** @type {ReadonlySet<PortName>} */ (new Set(['inboundSmtp']));

/** Text in the command line of each server process (guards against reused PIDs). */
const PROCESS_MARKER = /** @type {Record<ServerName, string>} */ ({
  postgres: 'postgres',
  nats: 'nats-server',
  redis: 'redis-server',
  s3: 's3-server.mjs',
  mail: 'mail-sink.mjs',
  stripe: 'stripe-emulator/main.mjs',
  twilio: 'twilio-emulator/main.mjs',
});

/** @param {string} dataDir */
export function layout(dataDir) {
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
    stripeState: path.join(root, 'stripe', 'state.json'),
    twilioState: path.join(root, 'twilio', 'state.json'),
    pid: {
      postgres: path.join(root, 'postgres', 'postmaster.pid'),
      nats: path.join(runDir, 'nats.pid'),
      redis: path.join(runDir, 'redis.pid'),
      s3: path.join(runDir, 's3.pid'),
      mail: path.join(runDir, 'mail.pid'),
      stripe: path.join(runDir, 'stripe.pid'),
      twilio: path.join(runDir, 'twilio.pid'),
    },
    log: {
      postgres: path.join(logs, 'postgres.log'),
      initdb: path.join(logs, 'initdb.log'),
      nats: path.join(logs, 'nats.log'),
      redis: path.join(logs, 'redis.log'),
      s3: path.join(logs, 's3.log'),
      mail: path.join(logs, 'mail.log'),
      stripe: path.join(logs, 'stripe.log'),
      twilio: path.join(logs, 'twilio.log'),
    },
  };
}
/** @typedef {ReturnType<typeof layout>} Layout */

/**
 * @param {Layout} L
 * @returns {Promise<{ ports?: Partial<Ports>, ephemeral?: boolean, databases?: string[] }>}
 */
export async function readState(L) {
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
export async function runningPid(L, name) {
  const pid = await readPidFile(L.pid[name]);
  if (pid === null) return null;
  return (await isOurProcess(pid, PROCESS_MARKER[name])) ? pid : null;
}
