#!/usr/bin/env node
// @ts-check
// The local Stripe stand-in as a program (started by servers/stripe.mjs as part of the backing
// servers, or by hand):
//
//   node infra/local/stripe-emulator/main.mjs --port 12111 [--state FILE] [--pid-file FILE]
//        [--webhook-retry-ms 1000] [--webhook-attempts 8]
//
// Listens on 127.0.0.1 only. The official SDK reaches it with
// `new Stripe('sk_test_…', { host: '127.0.0.1', port, protocol: 'http' })`.

import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    state: { type: 'string' },
    'pid-file': { type: 'string' },
    'webhook-retry-ms': { type: 'string', default: '1000' },
    'webhook-attempts': { type: 'string', default: '8' },
  },
});

const log = (/** @type {string} */ line) => console.log(`${new Date().toISOString()} ${line}`);
const emulator = createEmulator({
  dataFile: values.state ?? null,
  retry: { retryBaseMs: Number(values['webhook-retry-ms']), maxAttempts: Number(values['webhook-attempts']) },
  log,
});
const port = Number(values.port);
emulator.server.listen(port, values.host ?? '127.0.0.1', () =>
  log(`Local Stripe stand-in on http://${values.host}:${port} (state: ${values.state ?? 'in memory'})`),
);
emulator.server.on('error', (err) => {
  console.error(`cannot listen on ${values.host}:${port}: ${err.message}`);
  process.exit(1);
});

function shutdown() {
  log('stopping');
  if (values['pid-file']) rmSync(values['pid-file'], { force: true });
  void emulator.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
