// @ts-check
// The local Twilio stand-in: twilio-emulator/main.mjs as a detached Node program. Its messages and
// number webhooks are kept in twilio/state.json in the data folder.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { layout } from '../lib/data-folder.mjs';
import { findFreePorts, httpOk, startNodeProgram, stopOnce } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/**
 * The environment that points notifications (and tests) at the stand-in.
 * @param {number} port
 */
export function twilioEnv(port) {
  return { TWILIO_API_BASE: `http://127.0.0.1:${port}` };
}

/**
 * @param {{ stateFile: string, pidFile: string, logFile: string }} files
 * @param {{ port: number, timeoutMs: number }} o
 */
export async function spawnTwilioEmulator(files, o) {
  mkdirSync(path.dirname(files.stateFile), { recursive: true });
  return startNodeProgram({
    script: path.join('twilio-emulator', 'main.mjs'),
    args: ['--port', String(o.port), '--state', files.stateFile],
    pidFile: files.pidFile,
    logFile: files.logFile,
    what: `Twilio stand-in (127.0.0.1:${o.port})`,
    ready: () => httpOk(`http://127.0.0.1:${o.port}/healthz`),
    timeoutMs: o.timeoutMs,
  });
}

/**
 * Start only the Twilio stand-in (used next to containers). Detached, with a pid file, state in
 * dataDir/twilio, log in dataDir/logs/twilio.log.
 * @param {{ dataDir: string, port?: number, timeoutMs?: number, log?: Log }} opts
 */
export async function startTwilioEmulator(opts) {
  const L = layout(opts.dataDir);
  mkdirSync(L.logs, { recursive: true });
  mkdirSync(L.runDir, { recursive: true });
  const port = opts.port ?? /** @type {number} */ ((await findFreePorts(1))[0]);
  const pid = await spawnTwilioEmulator(
    { stateFile: L.twilioState, pidFile: L.pid.twilio, logFile: L.log.twilio },
    { port, timeoutMs: opts.timeoutMs ?? 30_000 },
  );
  (opts.log ?? (() => {}))(`Twilio stand-in: http://127.0.0.1:${port} (PID ${pid})`);
  return { pid, port, env: twilioEnv(port), stop: stopOnce(pid, L.pid.twilio) };
}
