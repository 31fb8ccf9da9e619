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

import { parseArgs } from 'node:util';
import { logLine, runEmulator } from '../lib/program.mjs';
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

const emulator = createEmulator({
  dataFile: values.state ?? null,
  retry: { retryBaseMs: Number(values['webhook-retry-ms']), maxAttempts: Number(values['webhook-attempts']) },
  log: logLine,
});
runEmulator(emulator, {
  name: 'Local Stripe stand-in',
  host: values.host,
  port: values.port ?? '12111',
  state: values.state,
  pidFile: values['pid-file'],
});
