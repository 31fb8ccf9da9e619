#!/usr/bin/env node
// @ts-check
// The local Twilio stand-in as a program (started by servers/twilio.mjs as part of the backing
// servers, or by hand):
//
//   node infra/local/twilio-emulator/main.mjs --port 12112 [--state FILE]
//        [--account-sid AC…] [--auth-token TOKEN] [--pid-file FILE]
//
// Listens on 127.0.0.1 only. The official SDK reaches it through a custom `httpClient` that sends
// its requests to this origin instead of https://api.twilio.com (see the README: the SDK has no
// base-URL option; `region`/`edge` only rename Twilio's own hosts).

import { parseArgs } from 'node:util';
import { LOCAL_TWILIO_ACCOUNT_SID, LOCAL_TWILIO_AUTH_TOKEN } from './credentials.mjs';
import { logLine, runEmulator } from '../lib/program.mjs';
import { createTwilioEmulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12112' },
    host: { type: 'string', default: '127.0.0.1' },
    state: { type: 'string' },
    'pid-file': { type: 'string' },
    'account-sid': { type: 'string', default: LOCAL_TWILIO_ACCOUNT_SID },
    'auth-token': { type: 'string', default: LOCAL_TWILIO_AUTH_TOKEN },
  },
});

const emulator = createTwilioEmulator({
  accountSid: values['account-sid'] ?? LOCAL_TWILIO_ACCOUNT_SID,
  authToken: values['auth-token'] ?? LOCAL_TWILIO_AUTH_TOKEN,
  dataFile: values.state ?? null,
  log: logLine,
});
runEmulator(emulator, {
  name: 'Local Twilio stand-in',
  host: values.host,
  port: values.port ?? '12112',
  state: values.state,
  pidFile: values['pid-file'],
});
