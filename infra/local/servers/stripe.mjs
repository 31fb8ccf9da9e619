// @ts-check
// The local Stripe stand-in: stripe-emulator/main.mjs as a detached Node program. Its state
// (customers, subscriptions, events, the clock) is kept in stripe/state.json in the data folder.

import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layout } from '../lib/data-folder.mjs';
import { childEnv, findFreePorts, httpOk, spawnDetached, terminate, waitReady } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/** infra/local: where the program lives and the folder it runs in. */
const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STRIPE_SCRIPT = path.join(INFRA_DIR, 'stripe-emulator', 'main.mjs');

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
  const proc = spawnDetached(
    process.execPath,
    [STRIPE_SCRIPT, '--port', String(o.port), '--state', files.stateFile, '--pid-file', files.pidFile],
    { logFile: files.logFile, env: childEnv(), cwd: INFRA_DIR },
  );
  if (proc.child.pid) await writeFile(files.pidFile, `${proc.child.pid}\n`);
  try {
    await waitReady(() => httpOk(`http://127.0.0.1:${o.port}/healthz`), {
      timeoutMs: o.timeoutMs,
      what: `Stripe stand-in (127.0.0.1:${o.port})`,
      logFile: files.logFile,
      failure: proc.failure,
    });
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
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
  let stopped = false;
  return {
    pid,
    env: stripeEnv(port),
    async stop() {
      if (stopped) return;
      stopped = true;
      await terminate(pid);
      await rm(L.pid.stripe, { force: true });
    },
  };
}
