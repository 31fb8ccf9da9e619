// @ts-check
// What the local servers' programs (mail sink, S3 store, Stripe and Twilio stand-ins) share: a
// timestamped log line, listening or exiting with a message, and stopping on a signal.

import { rmSync } from 'node:fs';

/** A line on stdout, prefixed with the time. @param {string} line */
export const logLine = (line) => console.log(`${new Date().toISOString()} ${line}`);

/**
 * Ends this program on SIGTERM or SIGINT, once: logs it, removes `pidFile`, and exits when `close`
 * settles, or after 2 s whatever it does.
 * @param {() => Promise<unknown> | void} close
 * @param {{ pidFile?: string }} [options]
 */
export function exitOnSignals(close, options = {}) {
  let stopping = false;
  /** @param {string} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logLine(`${signal}: stopping`);
    if (options.pidFile) rmSync(options.pidFile, { force: true });
    setTimeout(() => process.exit(0), 2000).unref();
    void Promise.resolve()
      .then(close)
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * A stand-in's program: listens on `host:port`, says so with `name` and where its state is, exits
 * with a message when it cannot listen, and stops on a signal (see `exitOnSignals`).
 * @param {{ server: import('node:http').Server, close: () => Promise<unknown> }} emulator
 * @param {{ name: string, host?: string, port: string, state?: string, pidFile?: string }} options
 */
export function runEmulator(emulator, options) {
  const host = options.host ?? '127.0.0.1';
  const port = Number(options.port);
  emulator.server.listen(port, host, () =>
    logLine(`${options.name} on http://${host}:${port} (state: ${options.state ?? 'in memory'})`),
  );
  emulator.server.on('error', (err) => {
    console.error(`cannot listen on ${host}:${port}: ${err.message}`);
    process.exit(1);
  });
  exitOnSignals(() => emulator.close(), { pidFile: options.pidFile });
}
