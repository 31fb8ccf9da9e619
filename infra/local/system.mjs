// @ts-check
// Runs HireRelay's own processes (five services and the gateway) against backing servers:
// migrations, start, readiness, stop. Plain JavaScript so `npm start` can use it directly.
// `npm start` (scripts/start.mjs) and the tests (libs/testing) both launch the system through it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { registerStripeWebhook } from './lib/stripe-webhook.mjs';
import { registerTwilioWebhook } from './lib/twilio-webhook.mjs';
import {
  LOCAL_SMS_NUMBER,
  LOCAL_TWILIO_ACCOUNT_SID,
  LOCAL_TWILIO_AUTH_TOKEN,
} from './twilio-emulator/credentials.mjs';

export { restartDelayMs, superviseApps } from './lib/supervise.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = /** @type {const} */ (['identity', 'jobs', 'billing', 'content', 'notifications']);

/** @param {string} service */
export const databaseName = (service) => `hirerelay_${service}`;

/** Where links in e-mails lead when no address is given: the documented local web app. */
export const DEFAULT_APP_BASE_URL = 'http://localhost:8080';

/**
 * The webhook signing secret billing and the local Stripe stand-in share (the endpoint is registered
 * on the stand-in with it). A fixed local value, no secret: real Stripe's comes from the environment.
 */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in';

/**
 * The key identity stores text-to-apply verification codes under (an HMAC, `PHONE_CODE_HMAC_KEY`).
 * A fixed local value, no secret: a deployment sets its own.
 */
export const LOCAL_PHONE_CODE_HMAC_KEY = 'local-phone-code-hmac-key-not-a-secret';

/**
 * @param {string} service
 * @param {import('./index.d.ts').BackingEnv} backing
 * @param {Record<string, string>} [extra]
 * @param {{ appBaseUrl?: string }} [options] appBaseUrl: the public web address of the links that
 *   notifications e-mails (default `DEFAULT_APP_BASE_URL`)
 */
export function serviceEnv(service, backing, extra = {}, { appBaseUrl = DEFAULT_APP_BASE_URL } = {}) {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    NATS_URL: backing.NATS_URL,
    DATABASE_URL: `${backing.POSTGRES_URL}/${databaseName(service)}`,
    ...(service === 'notifications'
      ? {
          SMTP_HOST: backing.SMTP_HOST,
          SMTP_PORT: backing.SMTP_PORT,
          APP_BASE_URL: appBaseUrl,
          // The Twilio stand-in and its fixed local account; the number is the gateway's SMS_NUMBER.
          TWILIO_API_BASE: backing.TWILIO_API_BASE,
          TWILIO_ACCOUNT_SID: LOCAL_TWILIO_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN: LOCAL_TWILIO_AUTH_TOKEN,
          SMS_FROM_NUMBER: LOCAL_SMS_NUMBER,
        }
      : {}),
    ...(service === 'identity' ? { PHONE_CODE_HMAC_KEY: LOCAL_PHONE_CODE_HMAC_KEY } : {}),
    // identity and jobs read resumes they keep text of (the gateway writes the store);
    // notifications keeps inbound mail under inbound-mail/.
    ...(service === 'identity' || service === 'jobs' || service === 'notifications'
      ? {
          S3_ENDPOINT: backing.S3_ENDPOINT,
          S3_REGION: backing.S3_REGION,
          S3_BUCKET: backing.S3_BUCKET,
          S3_ACCESS_KEY_ID: backing.S3_ACCESS_KEY_ID,
          S3_SECRET_ACCESS_KEY: backing.S3_SECRET_ACCESS_KEY,
        }
      : {}),
    ...(service === 'billing'
      ? { STRIPE_API_BASE: backing.STRIPE_API_BASE, STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET }
      : {}),
    ...extra,
  };
}

/**
 * notifications' inbound SMTP listener (the MX of users' reply addresses, issue 29) on
 * 127.0.0.1:`port`: what `npm start` adds to notifications' environment, on the port the mail
 * sink's reply form sends to (`DEFAULT_PORTS.inboundSmtp`, 2525). The test systems and benches
 * leave `INBOUND_SMTP_PORT` unset (no listener), so parallel systems and replicas never fight
 * over one port; a test that needs the listener starts notifications with its own (`0`: any free).
 * @param {number} port
 */
export function inboundSmtpEnv(port) {
  return { INBOUND_SMTP_PORT: String(port), INBOUND_SMTP_HOST: '127.0.0.1' };
}

/**
 * A random secret for signing access tokens, for throwaway systems (tests). `npm start` keeps one
 * in its data folder so sessions survive a restart.
 */
/**
 * Rate limits out of the way of tests and benchmarks, which send everything from one address (the
 * limits themselves are covered by the gateway's integration tests). Every `RATE_LIMIT_*` setting
 * of the gateway belongs here.
 */
export const RELAXED_RATE_LIMITS = Object.freeze({
  RATE_LIMIT_LOGIN: '10000/60',
  RATE_LIMIT_LOGIN_ADDRESS: '10000/60',
  RATE_LIMIT_LOGIN_ACCOUNT: '10000/60',
  RATE_LIMIT_LOGIN_LINK: '10000/60',
  RATE_LIMIT_CHANGE_PASSWORD: '10000/60',
  RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '10000/60',
  RATE_LIMIT_SIGNUP: '10000/60',
  RATE_LIMIT_FORGOT_PASSWORD: '10000/60',
  RATE_LIMIT_RESET_PASSWORD: '10000/60',
  RATE_LIMIT_EMAIL_CHANGE: '10000/60',
  RATE_LIMIT_EMAIL_CHANGE_CONFIRM: '10000/60',
  RATE_LIMIT_CONTACT: '10000/60',
  RATE_LIMIT_HEALTH: '10000/60',
  RATE_LIMIT_BILLING: '10000/60',
  RATE_LIMIT_STRIPE_WEBHOOK: '10000/60',
  RATE_LIMIT_TWILIO_WEBHOOK: '10000/60',
  RATE_LIMIT_JOB_FETCH: '10000/60',
  RATE_LIMIT_TEXT_TO_APPLY: '10000/60',
  RATE_LIMIT_PHONE_CODE: '10000/60',
  RATE_LIMIT_PHONE_VERIFY: '10000/60',
  RATE_LIMIT_REPLY_ADDRESS_ROTATE: '10000/60',
});

export const randomSecret = () => randomBytes(48).toString('base64url');

/**
 * @param {import('./index.d.ts').BackingEnv} backing
 * @param {{ port: number, host?: string, webDistDir?: string, jwtSecret?: string }} options
 */
export function gatewayEnv(
  backing,
  { port, host = '127.0.0.1', webDistDir, jwtSecret = randomSecret() },
  extra = {},
) {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: host,
    PORT: String(port),
    NATS_URL: backing.NATS_URL,
    REDIS_URL: backing.REDIS_URL,
    S3_ENDPOINT: backing.S3_ENDPOINT,
    S3_REGION: backing.S3_REGION,
    S3_BUCKET: backing.S3_BUCKET,
    S3_ACCESS_KEY_ID: backing.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: backing.S3_SECRET_ACCESS_KEY,
    JWT_SECRET: jwtSecret,
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    // Served for download when built (`npm run build` writes it); the gateway checks per request.
    EXTENSION_ZIP_PATH: path.join(REPO_ROOT, 'extension/dist/hirerelay-extension.zip'),
    ...extra,
  };
}

/**
 * Applies every service's committed migrations (`prisma migrate deploy`).
 * @param {import('./index.d.ts').BackingEnv} backing
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function migrateDatabases(backing, { log = () => {} } = {}) {
  const prismaCli = path.join(REPO_ROOT, 'node_modules/prisma/build/index.js');
  for (const service of SERVICES) {
    const cwd = path.join(REPO_ROOT, 'services', service);
    const env = { ...process.env, DATABASE_URL: serviceEnv(service, backing).DATABASE_URL };
    const { code, output } = await run(process.execPath, [prismaCli, 'migrate', 'deploy'], { cwd, env });
    if (code !== 0) throw new Error(`migrations of ${service} failed:\n${output}`);
    log(`migrated ${service}`);
  }
}

/**
 * @typedef {object} RunningApp
 * @property {string} name
 * @property {number} pid
 * @property {string} logFile
 * @property {Promise<number | null>} exited resolves with the exit code when the process ends
 * @property {(signal?: NodeJS.Signals) => Promise<number | null>} stop
 * @property {() => RunningApp} restart starts a fresh copy with the same options
 */

/**
 * Starts one built app (`<dir>/dist/main.js`) with exactly the given environment (plus PATH),
 * its output appended to `logFile`.
 * @param {{ name: string, dir: string, env: Record<string, string>, logFile: string }} options
 * @returns {RunningApp}
 */
export function startApp(options) {
  const { name, dir, env, logFile } = options;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    pid: child.pid ?? -1,
    logFile,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    restart: () => startApp(options),
  };
}

/**
 * @typedef {object} RunningSystem
 * @property {string} url the gateway (and web app) address
 * @property {RunningApp[]} apps
 * @property {string | null} stripeWebhookUrl where the Stripe stand-in posts events (null: real Stripe)
 * @property {string | null} twilioWebhookUrl the public URL the Twilio stand-in signs incoming texts for
 *   (null: real Twilio)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the five services and the gateway, and waits until `GET /api/health` answers 200.
 * When billing runs against the Stripe stand-in (no STRIPE_SECRET_KEY in its environment), the
 * gateway's webhook route is then registered with the stand-in, and removed again by `stop`; so is
 * the SMS webhook of the HireRelay number with the Twilio stand-in (notifications on TWILIO_API_BASE).
 * @param {{ backing: import('./index.d.ts').BackingEnv, port: number, logDir: string,
 *   webDistDir?: string, host?: string, jwtSecret?: string, gatewayExtraEnv?: Record<string, string>,
 *   serviceExtraEnv?: Record<string, Record<string, string>>,
 *   appExtraEnv?: Record<string, string>,
 *   appBaseUrl?: string, timeoutMs?: number, log?: (line: string) => void }} options
 *   serviceExtraEnv: settings added to one service's environment, by service name
 *   appBaseUrl: the web address that e-mailed links lead to (default `http://localhost:<port>`)
 * @returns {Promise<RunningSystem>}
 */
export async function startSystem({
  backing,
  port,
  logDir,
  webDistDir,
  host,
  appBaseUrl = `http://localhost:${port}`,
  jwtSecret,
  gatewayExtraEnv = {},
  serviceExtraEnv = {},
  appExtraEnv = {},
  timeoutMs = 60_000,
  log = () => {},
}) {
  const envs = SERVICES.map((service) =>
    serviceEnv(service, backing, { ...appExtraEnv, ...(serviceExtraEnv[service] ?? {}) }, { appBaseUrl }),
  );
  const apps = SERVICES.map((service, index) =>
    startApp({
      name: service,
      dir: path.join(REPO_ROOT, 'services', service),
      env: /** @type {Record<string, string>} */ (envs[index]),
      logFile: path.join(logDir, `${service}.log`),
    }),
  );
  apps.push(
    startApp({
      name: 'gateway',
      dir: path.join(REPO_ROOT, 'gateway'),
      // The gateway builds Stripe's return addresses from the same web address as e-mailed links.
      env: gatewayEnv(
        backing,
        { port, host, webDistDir, jwtSecret },
        { APP_BASE_URL: appBaseUrl, ...appExtraEnv, ...gatewayExtraEnv },
      ),
      logFile: path.join(logDir, 'gateway.log'),
    }),
  );
  const url = `http://${host === '0.0.0.0' || !host ? '127.0.0.1' : host}:${port}`;
  /** @type {import('./lib/stripe-webhook.mjs').StripeWebhookRegistration | undefined} */
  let webhook;
  /** @type {import('./lib/twilio-webhook.mjs').TwilioWebhookRegistration | undefined} */
  let smsWebhook;
  const stop = async () => {
    // A stopped system's endpoint would keep the stand-in retrying deliveries nobody takes.
    await webhook?.remove().catch(() => undefined);
    await smsWebhook?.remove().catch(() => undefined);
    await Promise.all(apps.map((app) => app.stop()));
  };
  const billingEnv = /** @type {Record<string, string>} */ (envs[SERVICES.indexOf('billing')]);
  const notificationsEnv = /** @type {Record<string, string>} */ (envs[SERVICES.indexOf('notifications')]);
  try {
    await waitForHealthy(url, apps, timeoutMs);
    if (billingEnv.STRIPE_API_BASE && !billingEnv.STRIPE_SECRET_KEY) {
      webhook = await registerStripeWebhook({
        stripeApiBase: billingEnv.STRIPE_API_BASE,
        gatewayUrl: url,
        secret: /** @type {string} */ (billingEnv.STRIPE_WEBHOOK_SECRET),
      });
      log(`the Stripe stand-in posts its events to ${webhook.url}`);
    }
    if (notificationsEnv.TWILIO_API_BASE && notificationsEnv.SMS_FROM_NUMBER) {
      smsWebhook = await registerTwilioWebhook({
        twilioApiBase: notificationsEnv.TWILIO_API_BASE,
        phoneNumber: notificationsEnv.SMS_FROM_NUMBER,
        publicBaseUrl: appBaseUrl,
        gatewayUrl: url,
      });
      log(`the Twilio stand-in posts texts to ${notificationsEnv.SMS_FROM_NUMBER} to ${smsWebhook.smsUrl}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  log(`all services and the gateway are up at ${url}`);
  return {
    url,
    apps,
    stripeWebhookUrl: webhook?.url ?? null,
    twilioWebhookUrl: smsWebhook?.smsUrl ?? null,
    stop,
  };
}

/**
 * @param {string} url
 * @param {RunningApp[]} apps
 * @param {number} timeoutMs
 */
async function waitForHealthy(url, apps, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  /** @type {RunningApp | undefined} */
  let crashed;
  for (const app of apps) void app.exited.then(() => (crashed ??= app));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (crashed) {
      throw new Error(
        `${crashed.name} exited during start-up; its log (${crashed.logFile}):\n${tail(crashed.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the system did not become healthy within ${timeoutMs} ms; last answer: ${last}`);
}

/** @param {string} file */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
