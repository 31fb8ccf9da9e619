// @ts-check
// The local Stripe stand-in: stripe-emulator/main.mjs as a detached Node program. Its state
// (customers, subscriptions, events, the clock) is kept in stripe/state.json in the data folder.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { layout } from '../lib/data-folder.mjs';
import { findFreePorts, httpOk, startNodeProgram, stopOnce } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/**
 * The environment that points the billing code (and tests) at the stand-in.
 * @param {number} port
 */
export function stripeEnv(port) {
  return { STRIPE_API_BASE: `http://127.0.0.1:${port}`, STRIPE_EMULATOR: '1' };
}

/**
 * @param {{ stateFile: string, pidFile: string, logFile: string }} files
 * @param {{ port: number, timeoutMs: number }} o
 */
export async function spawnStripeEmulator(files, o) {
  mkdirSync(path.dirname(files.stateFile), { recursive: true });
  return startNodeProgram({
    script: path.join('stripe-emulator', 'main.mjs'),
    args: ['--port', String(o.port), '--state', files.stateFile],
    pidFile: files.pidFile,
    logFile: files.logFile,
    what: `Stripe stand-in (127.0.0.1:${o.port})`,
    ready: () => httpOk(`http://127.0.0.1:${o.port}/healthz`),
    timeoutMs: o.timeoutMs,
  });
}

/**
 * Start only the Stripe stand-in (used next to containers). Detached, with a pid file, state in
 * dataDir/stripe, log in dataDir/logs/stripe.log.
 * @param {{ dataDir: string, port?: number, timeoutMs?: number, log?: Log }} opts
 */
export async function startStripeEmulator(opts) {
  const L = layout(opts.dataDir);
  mkdirSync(L.logs, { recursive: true });
  mkdirSync(L.runDir, { recursive: true });
  const port = opts.port ?? /** @type {number} */ ((await findFreePorts(1))[0]);
  const pid = await spawnStripeEmulator(
    { stateFile: L.stripeState, pidFile: L.pid.stripe, logFile: L.log.stripe },
    { port, timeoutMs: opts.timeoutMs ?? 30_000 },
  );
  (opts.log ?? (() => {}))(`Stripe stand-in: http://127.0.0.1:${port} (PID ${pid})`);
  return { pid, env: stripeEnv(port), stop: stopOnce(pid, L.pid.stripe) };
}
