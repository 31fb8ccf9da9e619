// @ts-check
// @hirerelay/local-infra: start and stop the backing servers (PostgreSQL, NATS with
// JetStream, Redis, an S3-compatible store, an SMTP sink with a web inbox, Stripe and Twilio stand-ins) as local
// processes on 127.0.0.1, with all data, pid files and logs under one folder.
// Plain JavaScript so that it runs before anything is built. Types: index.d.ts.
//
// This file is the public API only. Where things live:
//   backing-servers.mjs   the whole set of one data folder: start, stop, one server, status, env
//   servers/<name>.mjs    how each server starts and stops (postgres, nats, redis, s3, mail, stripe,
//                         twilio)
//   stripe-emulator/      the local Stripe stand-in (API, hosted pages, webhooks, control API)
//   twilio-emulator/      the local Twilio stand-in (Messages API, signed incoming texts, control API)
//   model-emulator/       the local OpenAI-compatible stand-in for drafting (chat completions,
//                         recorded requests, slow/failing on demand); its own export, ./model-emulator
//   lib/                  shared helpers: data-folder (paths, state, running PIDs), lock, ports,
//                         env, process (spawning, waiting, liveness), system (binaries, apt)

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export {
  backingServersEnv,
  backingServersStatus,
  startBackingServer,
  startBackingServers,
  stopBackingServer,
  stopBackingServers,
} from './backing-servers.mjs';
export { databaseUrl } from './lib/env.mjs';
export { DEFAULT_PORTS, findDistinctFreePorts, findFreePort } from './lib/ports.mjs';
export { CHROMIUM_PATH, ensureSystemPackages, findPostgresBinDir } from './lib/system.mjs';
export { startMailSink } from './servers/mail.mjs';
export { DEFAULT_DATABASES, ensureDatabases } from './servers/postgres.mjs';
export { S3_BUCKET } from './servers/s3.mjs';
export { startStripeEmulator } from './servers/stripe.mjs';
export { startTwilioEmulator } from './servers/twilio.mjs';
export {
  LOCAL_SMS_NUMBER,
  LOCAL_TWILIO_ACCOUNT_SID,
  LOCAL_TWILIO_AUTH_TOKEN,
} from './twilio-emulator/credentials.mjs';
export { twilioSignature } from './twilio-emulator/signature.mjs';

/** Default data folder: `<repo>/.data` (git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.data',
);
