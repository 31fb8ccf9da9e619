// Types of system.mjs: launching HireRelay's own processes (services and gateway).
import type { BackingEnv } from './index.js';

export declare const REPO_ROOT: string;
export declare const SERVICES: readonly ['identity', 'jobs', 'billing', 'content', 'notifications'];
export declare function databaseName(service: string): string;

/** Where links in e-mails lead when no address is given: `http://localhost:8080`. */
export declare const DEFAULT_APP_BASE_URL: string;

/** The webhook signing secret billing and the local Stripe stand-in share (a fixed local value). */
export declare const LOCAL_STRIPE_WEBHOOK_SECRET: string;

/** The key identity stores verification codes under locally (a fixed local value). */
export declare const LOCAL_PHONE_CODE_HMAC_KEY: string;

/**
 * A service's environment. notifications also gets the SMTP server of `backing` and
 * `APP_BASE_URL` (`options.appBaseUrl`, default `DEFAULT_APP_BASE_URL`) and the Twilio stand-in
 * (`TWILIO_API_BASE`, the local account, `SMS_FROM_NUMBER`); billing the Stripe
 * stand-in (`STRIPE_API_BASE`) and `LOCAL_STRIPE_WEBHOOK_SECRET`; identity
 * `PHONE_CODE_HMAC_KEY` (`LOCAL_PHONE_CODE_HMAC_KEY`). `extra` wins.
 */
export declare function serviceEnv(
  service: string,
  backing: BackingEnv,
  extra?: Record<string, string>,
  options?: { appBaseUrl?: string },
): Record<string, string>;
/** Rate limits out of the way of tests and benchmarks (every RATE_LIMIT_* of the gateway). */
export declare const RELAXED_RATE_LIMITS: Readonly<Record<`RATE_LIMIT_${string}`, string>>;
export declare function randomSecret(): string;
/**
 * notifications' inbound SMTP listener on 127.0.0.1:`port` (`INBOUND_SMTP_PORT`,
 * `INBOUND_SMTP_HOST`): `npm start` only; test systems and benches leave it unset.
 */
export declare function inboundSmtpEnv(port: number): {
  INBOUND_SMTP_PORT: string;
  INBOUND_SMTP_HOST: string;
};
export declare function gatewayEnv(
  backing: BackingEnv,
  options: { port: number; host?: string; webDistDir?: string; jwtSecret?: string },
  extra?: Record<string, string>,
): Record<string, string>;

/** Applies every service's committed migrations (`prisma migrate deploy`). */
export declare function migrateDatabases(
  backing: BackingEnv,
  options?: { log?: (line: string) => void },
): Promise<void>;

export interface RunningApp {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts a fresh copy with the same options. */
  restart(): RunningApp;
}

/** The wait before restart number `crash` of a run of crashes: 1 s doubling, at most 30 s. */
export declare function restartDelayMs(
  crash: number,
  options?: { initialMs?: number; maxMs?: number },
): number;

/**
 * `npm start`'s supervisor: an app that exits while `isStopping()` is false is started again
 * after a capped exponential backoff, taking its predecessor's place in `apps`.
 */
export declare function superviseApps<
  App extends { name: string; logFile: string; exited: Promise<number | null> },
>(
  apps: App[],
  options: {
    restart(app: App): App;
    isStopping(): boolean;
    log(line: string, app: App): void;
    stableAfterMs?: number;
    initialMs?: number;
    maxMs?: number;
    now?: () => number;
    setTimer?: (fn: () => void, ms: number) => unknown;
  },
): void;

/** Starts one built app (`<dir>/dist/main.js`) with exactly `env` (plus PATH). */
export declare function startApp(options: {
  name: string;
  dir: string;
  env: Record<string, string>;
  logFile: string;
}): RunningApp;

export interface RunningSystem {
  url: string;
  apps: RunningApp[];
  /** Where the Stripe stand-in posts its events (`<url>/api/webhooks/stripe`); null with real Stripe. */
  stripeWebhookUrl: string | null;
  /**
   * The public URL the Twilio stand-in signs the HireRelay number's incoming texts for
   * (`<appBaseUrl>/api/webhooks/twilio/sms`, posted to `<url>/…`); null with real Twilio.
   */
  twilioWebhookUrl: string | null;
  /** Stops the apps (and removes the stand-ins' webhook registrations). */
  stop(): Promise<void>;
}

/**
 * Starts the five services and the gateway; resolves once GET /api/health answers 200 and, when
 * billing uses the Stripe stand-in, the gateway's webhook route is registered with it (and, when
 * notifications uses the Twilio stand-in, the SMS webhook of the HireRelay number with that one).
 */
export declare function startSystem(options: {
  backing: BackingEnv;
  port: number;
  logDir: string;
  webDistDir?: string;
  host?: string;
  /** Defaults to a random secret (sessions end when the system stops). */
  jwtSecret?: string;
  gatewayExtraEnv?: Record<string, string>;
  /** Settings added to one service's environment, by service name (e.g. a test-only allowlist). */
  serviceExtraEnv?: Record<string, Record<string, string>>;
  /** Added to every app's environment, the gateway's too (e.g. NODE_OPTIONS for profiling). */
  appExtraEnv?: Record<string, string>;
  /** The web address that e-mailed links lead to (default `http://localhost:<port>`). */
  appBaseUrl?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<RunningSystem>;

export declare function tail(file: string, lines?: number): string;
