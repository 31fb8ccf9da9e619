#!/usr/bin/env node
// @ts-check
// The local OpenAI-compatible stand-in as a program (by hand; `npm start` and the tests run it in
// their own process through `startModelEmulator`):
//
//   node infra/local/model-emulator/main.mjs --port 12113 [--api-key KEY] [--pid-file FILE]
//
// Listens on 127.0.0.1 only. Point jobs at it with DRAFTING_API_URL=http://127.0.0.1:12113/v1,
// DRAFTING_API_KEY=sk-local-drafting-stand-in, DRAFTING_MODEL=hirerelay-stand-in-1.

import { parseArgs } from 'node:util';
import { logLine, runEmulator } from '../lib/program.mjs';
import { createModelEmulator, LOCAL_DRAFTING_API_KEY } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12113' },
    host: { type: 'string', default: '127.0.0.1' },
    'pid-file': { type: 'string' },
    'api-key': { type: 'string', default: LOCAL_DRAFTING_API_KEY },
  },
});

const emulator = createModelEmulator({ apiKey: values['api-key'] ?? LOCAL_DRAFTING_API_KEY, log: logLine });
runEmulator(emulator, {
  name: 'Local OpenAI-compatible stand-in',
  host: values.host,
  port: values.port ?? '12113',
  pidFile: values['pid-file'],
});
