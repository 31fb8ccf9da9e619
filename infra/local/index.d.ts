// Types of @hirerelay/local-infra (index.mjs is plain JavaScript so that it runs before
// anything is built).

export type Log = (line: string) => void;

/** Names of the ports the backing servers listen on (all on 127.0.0.1). */
export interface Ports {
  postgres: number;
  nats: number;
  /** NATS HTTP monitoring (/healthz, /varz, /jsz). */
  natsMonitor: number;
  redis: number;
  s3: number;
  smtp: number;
  /** The mail sink's web inbox and JSON API. */
  inbox: number;
  /** The Stripe stand-in (API, hosted pages, control API). */
  stripe: number;
  /** The Twilio stand-in (Messages API, control API). */
  twilio: number;
  /**
   * Not a backing server's: notifications' inbound SMTP listener (`INBOUND_SMTP_PORT`, set by
   * `npm start` only), where the inbox's "Send an e-mail to a reply address" form delivers. Kept
   * with the mail sink's ports (recorded, reused) but not checked free: notifications listens there.
   */
  inboundSmtp: number;
}

/** Ports used when none are given and `ephemeral` is false (`npm start`). */
export declare const DEFAULT_PORTS: Readonly<Ports>;

/** The five service databases: hirerelay_identity, _jobs, _billing, _content, _notifications. */
export declare const DEFAULT_DATABASES: readonly string[];

/** Default data folder: `<repo>/.data` (git-ignored). */
export declare const DEFAULT_DATA_DIR: string;

export declare const S3_BUCKET: 'user-documents';

/** Where Debian's chromium lives (checked by `ensureSystemPackages({ chromium: true })`). */
export declare const CHROMIUM_PATH: '/usr/bin/chromium';

/**
 * What the apps and tests need to reach the servers. All values are strings.
 *
 * A database URL is `POSTGRES_URL + '/' + dbName` (see `databaseUrl`); trust auth, user
 * `postgres`, no password.
 *
 * S3 client authors (AWS SDK v3), read this: the local store is s3rver. Create the client
 * with
 *
 *   new S3Client({
 *     endpoint: env.S3_ENDPOINT,
 *     region: env.S3_REGION,
 *     credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
 *     forcePathStyle: true,                         // no bucket subdomains on 127.0.0.1
 *     requestChecksumCalculation: 'WHEN_REQUIRED',  // REQUIRED: with the SDK default, streamed
 *                                                   // uploads are stored corrupted (the
 *                                                   // aws-chunked framing is saved in the object)
 *     responseChecksumValidation: 'WHEN_REQUIRED',  // optional, s3rver sends no checksums
 *   });
 *
 * s3rver does not verify signatures (real S3 and MinIO do), so wrong credentials go
 * unnoticed locally. The bucket has a CORS rule allowing http://localhost:* and
 * http://127.0.0.1:* (GET, HEAD, PUT, POST, DELETE, any header, exposes ETag) for
 * presigned browser uploads/downloads.
 */
export interface BackingEnv {
  /** `postgresql://postgres@127.0.0.1:PORT` (no database: append `/<db>`). */
  POSTGRES_URL: string;
  /** `nats://127.0.0.1:PORT` (JetStream enabled). */
  NATS_URL: string;
  /** `http://127.0.0.1:PORT` (NATS monitoring: /healthz, /jsz). */
  NATS_MONITOR_URL: string;
  /** `redis://127.0.0.1:PORT` */
  REDIS_URL: string;
  /** `http://127.0.0.1:PORT` (path-style S3 API). */
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  /** `127.0.0.1`: plain SMTP, no TLS, AUTH optional (any credentials accepted). */
  SMTP_HOST: string;
  SMTP_PORT: string;
  /** `http://127.0.0.1:PORT`: the inbox web page (and `/api/messages?to=ADDR`). */
  MAIL_INBOX_URL: string;
  /**
   * `http://127.0.0.1:PORT`: the local Stripe stand-in. The official SDK reaches it with
   * `new Stripe(anySkTestKey, { host, port, protocol: 'http' })` taken from this URL; its control
   * API (tests and local use only) is under `/_emulator/` (see infra/local/README.md).
   */
  STRIPE_API_BASE: string;
  /** `1`: Stripe is the local stand-in (no real key; real Stripe is used when STRIPE_SECRET_KEY is set). */
  STRIPE_EMULATOR: string;
  /**
   * `http://127.0.0.1:PORT`: the local Twilio stand-in. notifications' `twilio` SDK reaches it
   * through a custom `httpClient` that sends the SDK's requests to this origin, with
   * `LOCAL_TWILIO_ACCOUNT_SID`/`LOCAL_TWILIO_AUTH_TOKEN`; its control API (texts it recorded,
   * number webhooks, "a phone texts the number") is under `/_emulator/` (infra/local/README.md).
   */
  TWILIO_API_BASE: string;
}

export type ServerName = 'postgres' | 'nats' | 'redis' | 's3' | 'mail' | 'stripe' | 'twilio';

export interface StartBackingServersOptions {
  /**
   * Folder for all data, pid files (`run/`) and logs (`logs/*.log`). Created when missing;
   * must be empty or one made by this package. When running as root, the `postgres` user
   * must be able to traverse every parent folder.
   */
  dataDir: string;
  /** Ports to use. Missing ones: `DEFAULT_PORTS`, or free ports when `ephemeral`. */
  ports?: Partial<Ports>;
  /** Databases to create when absent (letters, digits and `_`). */
  databases: readonly string[];
  /**
   * Throwaway servers for tests: no fsync in Postgres (the cluster is copied from a template
   * cached in the OS temp folder; HIRERELAY_PG_TEMPLATE_CACHE=0 runs initdb instead), no
   * persistence in Redis, free ports, and `stop()` stops everything (Postgres with
   * `-m immediate`) and deletes `dataDir`.
   * When false, data persists in `dataDir` and `stop()` stops only what this call started.
   */
  ephemeral: boolean;
  /** Progress messages (default: silent). */
  log?: Log;
  /** Readiness limit per server in ms (default 30000). */
  timeoutMs?: number;
  /** Install missing Debian packages (root on Debian) first, via `ensureSystemPackages` (default true). */
  installMissing?: boolean;
}

export interface RunningServer {
  pid: number;
  /** True when it was already running from `dataDir` (started by someone else). */
  reused: boolean;
}

export interface BackingServers {
  env: BackingEnv;
  /** Absolute path of the data folder. */
  dataDir: string;
  /** The ports in use. */
  ports: Ports;
  /** PID of each server (for Postgres, the postmaster). */
  servers: Record<ServerName, RunningServer>;
  /**
   * Stop the servers this call started (all of them, and delete `dataDir`, when
   * `ephemeral`) and wait until the processes are really gone. Idempotent.
   */
  stop(): Promise<void>;
}

/**
 * Make sure nats-server, redis-server and the PostgreSQL server binaries (highest version
 * in /usr/lib/postgresql/<version>/bin, or `PG_BIN_DIR`) exist, and /usr/bin/chromium when
 * `chromium` is true. Missing ones are installed with apt-get (`apt-get update` once, then
 * `apt-get install -y`) when running as root on Debian; otherwise it throws a message naming
 * the packages to install. A fast no-op when everything is present.
 */
export declare function ensureSystemPackages(opts?: {
  chromium?: boolean;
  /** HAProxy, the load balancer of `npm run bench:replicas`. */
  haproxy?: boolean;
  log?: Log;
}): Promise<void>;

/**
 * Start (or reuse, when the pid files in `dataDir` name live servers) PostgreSQL, NATS with
 * JetStream, Redis, the S3-compatible store, the SMTP sink with its web inbox and the Stripe
 * stand-in, all on
 * 127.0.0.1; create the databases. The servers run detached: they outlive the caller until
 * `stop()` or `stopBackingServers(dataDir)`.
 */
export declare function startBackingServers(opts: StartBackingServersOptions): Promise<BackingServers>;

/** Stop every server whose pid file is in `dataDir`, whoever started it. Keeps the data. */
export declare function stopBackingServers(dataDir: string, opts?: { log?: Log }): Promise<void>;
/** Stops one server of a data folder at once, keeping its data (outage tests). */
export declare function stopBackingServer(dataDir: string, name: ServerName): Promise<void>;
/** Starts one stopped server again on its recorded port with its data; resolves with its PID. */
export declare function startBackingServer(
  dataDir: string,
  name: ServerName,
  opts?: { log?: Log; timeoutMs?: number },
): Promise<number>;

export interface ServerStatus {
  name: ServerName;
  running: boolean;
  pid: number | null;
  ports: Partial<Ports>;
  logFile: string;
}

/** What runs from `dataDir`. */
export declare function backingServersStatus(dataDir: string): Promise<ServerStatus[]>;

/** The env of the servers running from `dataDir`, or null unless all of them run. */
export declare function backingServersEnv(dataDir: string): Promise<BackingEnv | null>;

/** `env.POSTGRES_URL + '/' + database`. */
export declare function databaseUrl(env: Pick<BackingEnv, 'POSTGRES_URL'>, database: string): string;

/** Create each database missing on the server at `postgresUrl` (a URL without database). */
export declare function ensureDatabases(postgresUrl: string, databases: readonly string[]): Promise<void>;

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export declare function findFreePort(): Promise<number>;
/** Several distinct free ports on 127.0.0.1. */
export declare function findDistinctFreePorts(count: number): Promise<number[]>;

/** The bin folder of the highest installed PostgreSQL, or null. */
export declare function findPostgresBinDir(): string | null;

export interface MailSink {
  pid: number;
  env: Pick<BackingEnv, 'SMTP_HOST' | 'SMTP_PORT' | 'MAIL_INBOX_URL'>;
  /** Stop the process and wait until it is gone (keeps `dataDir`). */
  stop(): Promise<void>;
}

/**
 * Start only the SMTP sink and its inbox (free ports unless both are given), detached,
 * messages in `dataDir/mail`, log in `dataDir/logs/mail.log`. For setups whose other
 * servers are containers.
 */
export declare function startMailSink(opts: {
  dataDir: string;
  smtpPort?: number;
  inboxPort?: number;
  /** The Twilio stand-in whose texts the inbox shows beside the e-mails (none when absent). */
  twilioPort?: number;
  /** `host:port` of notifications' inbound SMTP listener, where the inbox's reply form delivers (no form when absent). */
  replySmtp?: string;
  timeoutMs?: number;
  log?: Log;
}): Promise<MailSink>;

export interface StripeEmulator {
  pid: number;
  env: Pick<BackingEnv, 'STRIPE_API_BASE' | 'STRIPE_EMULATOR'>;
  /** Stop the process and wait until it is gone (keeps `dataDir`). */
  stop(): Promise<void>;
}

/**
 * Start only the Stripe stand-in (a free port unless given), detached, state in
 * `dataDir/stripe/state.json`, log in `dataDir/logs/stripe.log`. For setups whose other servers
 * are containers.
 */
export declare function startStripeEmulator(opts: {
  dataDir: string;
  port?: number;
  timeoutMs?: number;
  log?: Log;
}): Promise<StripeEmulator>;

export interface TwilioEmulator {
  pid: number;
  port: number;
  env: Pick<BackingEnv, 'TWILIO_API_BASE'>;
  /** Stop the process and wait until it is gone (keeps `dataDir`). */
  stop(): Promise<void>;
}

/**
 * Start only the Twilio stand-in (a free port unless given), detached, state in
 * `dataDir/twilio/state.json`, log in `dataDir/logs/twilio.log`. For setups whose other servers
 * are containers.
 */
export declare function startTwilioEmulator(opts: {
  dataDir: string;
  port?: number;
  timeoutMs?: number;
  log?: Log;
}): Promise<TwilioEmulator>;

/** The local Twilio account (fixed, not a secret): `AC…` SID and auth token the stand-in accepts. */
export declare const LOCAL_TWILIO_ACCOUNT_SID: string;
export declare const LOCAL_TWILIO_AUTH_TOKEN: string;
/** The HireRelay number locally, E.164 (`+15550100142`, the gateway's `SMS_NUMBER`). */
export declare const LOCAL_SMS_NUMBER: string;

/**
 * Twilio's `X-Twilio-Signature` for a webhook posted to `url` with the form `params`
 * (HMAC-SHA1 of the URL and the sorted parameters, base64).
 */
export declare function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string;

/** A text the Twilio stand-in recorded (`GET /_emulator/messages?to=…&from=…`, oldest first). */
export interface StandInText {
  sid: string;
  /** `outbound-api`: sent through the API; `inbound`: a phone texted a number; `outbound-reply`: a TwiML reply. */
  direction: 'outbound-api' | 'inbound' | 'outbound-reply';
  from: string;
  to: string;
  body: string;
  status: string;
  numSegments: number;
  dateCreated: string;
}

/**
 * A message stored by the mail sink, as returned by `GET /api/messages` (newest first;
 * `?to=ADDR` matches To, Cc and envelope recipients, case-insensitively) and
 * `GET /api/messages/:id`. `DELETE /api/messages` deletes all.
 */
export interface SinkMessage {
  id: string;
  messageId: string | null;
  /** Sender address (From header, else envelope). */
  from: string;
  fromName: string;
  /** Addresses in the To header. */
  to: string[];
  cc: string[];
  envelope: { from: string; to: string[] };
  subject: string;
  text: string;
  html: string | null;
  /** ISO date from the Date header (else the arrival time). */
  date: string;
  receivedAt: string;
  size: number;
  attachments: { filename: string | null; mimeType: string; size: number }[];
}
