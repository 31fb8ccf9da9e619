import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  ensureDatabases,
  startBackingServer,
  startBackingServers,
  startMailSink,
  startStripeEmulator,
  startTwilioEmulator,
  stopBackingServer,
  type BackingEnv,
  type MailSink,
  type ServerName,
  type StripeEmulator,
  type TwilioEmulator,
} from '@hirerelay/local-infra';
import { sweepStaleTestServers, testServersFolderPrefix } from './stale-servers.js';

/** The same variables whichever way the servers run (see @hirerelay/local-infra's BackingEnv). */
export type TestServersEnv = BackingEnv;

export type TestServersMode = 'local' | 'containers';

export interface StartTestServersOptions {
  /** Databases to create (a database URL is `env.POSTGRES_URL + '/' + name`). */
  databases: readonly string[];
  /**
   * 'local': Debian binaries started by @hirerelay/local-infra; 'containers':
   * testcontainers; 'auto' (default): containers when a Docker engine answers.
   * The environment variable HIRERELAY_TEST_SERVERS=local|containers overrides 'auto'.
   */
  mode?: TestServersMode | 'auto';
  log?: (line: string) => void;
}

export interface TestServers {
  env: TestServersEnv;
  mode: TestServersMode;
  /** Temporary folder of this set of servers (deleted by stop()). */
  dataDir: string;
  /** PIDs of the local server processes (in 'containers' mode the mail sink's and the stand-ins'). */
  pids: number[];
  /** Stop everything and delete the temporary folder. Idempotent. */
  stop(): Promise<void>;
  /**
   * Take one server away (an outage) and bring it back on the same port with the same data.
   * Only the local servers support it; start a set of your own with `startTestServers` for this,
   * never stop the suite's shared one.
   */
  stopServer(name: ServerName): Promise<void>;
  startServer(name: ServerName): Promise<void>;
}

/** Does a Docker engine answer `docker info` (exit 0) within the time limit? */
export function dockerAvailable(timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info'], { timeout: timeoutMs, windowsHide: true }, (err) => resolve(!err));
  });
}

async function chooseMode(requested: StartTestServersOptions['mode']): Promise<TestServersMode> {
  const fromEnv = process.env.HIRERELAY_TEST_SERVERS;
  const mode = requested && requested !== 'auto' ? requested : fromEnv || 'auto';
  if (mode === 'local' || mode === 'containers') return mode;
  if (mode !== 'auto')
    throw new Error(`HIRERELAY_TEST_SERVERS must be local, containers or auto, not "${mode}"`);
  return (await dockerAvailable()) ? 'containers' : 'local';
}

/**
 * Start throwaway PostgreSQL, NATS (JetStream), Redis, S3-compatible store and SMTP sink
 * for a test run: containers when Docker is there, local processes otherwise.
 */
export async function startTestServers(options: StartTestServersOptions): Promise<TestServers> {
  const mode = await chooseMode(options.mode);
  // A killed run (Ctrl-C twice, a CI timeout) cannot stop its servers: the next run does.
  await sweepStaleTestServers({ log: options.log ?? ((line) => process.stderr.write(`${line}\n`)) });
  const dataDir = await mkdtemp(testServersFolderPrefix());
  try {
    return mode === 'containers'
      ? await startContainers(dataDir, options)
      : await startLocal(dataDir, options);
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

async function startLocal(dataDir: string, options: StartTestServersOptions): Promise<TestServers> {
  const servers = await startBackingServers({
    dataDir,
    ephemeral: true,
    databases: options.databases,
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    env: servers.env,
    mode: 'local',
    dataDir: servers.dataDir,
    pids: Object.values(servers.servers).map((s) => s.pid),
    stop: () => servers.stop(),
    stopServer: (name) => stopBackingServer(servers.dataDir, name),
    startServer: async (name) => {
      await startBackingServer(servers.dataDir, name, options.log ? { log: options.log } : {});
    },
  };
}

// Credentials for the MinIO container (MinIO wants a password of 8+ characters, so they
// differ from the local store's S3RVER/S3RVER; read them from the env, never hard-code).
const MINIO_USER = 'hirerelay';
const MINIO_PASSWORD = 'hirerelay-secret';

async function startContainers(dataDir: string, options: StartTestServersOptions): Promise<TestServers> {
  const log = options.log ?? (() => {});
  // Imported lazily: testcontainers fails (11.x) or crashes on import (12.x, Node 20)
  // where there is no Docker engine.
  const { GenericContainer, Wait } = await import('testcontainers');
  type Started = Awaited<ReturnType<InstanceType<typeof GenericContainer>['start']>>;

  const definitions = {
    postgres: () =>
      new GenericContainer('postgres:15')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withCommand([
          'postgres',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ])
        .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
        .withExposedPorts(5432)
        // The image's entrypoint starts a temporary server first: wait for the second message.
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start(),
    nats: () =>
      new GenericContainer('nats:2.10')
        .withCommand(['-js', '-m', '8222'])
        .withExposedPorts(4222, 8222)
        .withWaitStrategy(Wait.forHttp('/healthz', 8222))
        .start(),
    redis: () =>
      new GenericContainer('redis:7')
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start(),
    minio: () =>
      new GenericContainer('minio/minio:latest')
        .withEnvironment({ MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_PASSWORD })
        .withCommand(['server', '/data'])
        .withExposedPorts(9000)
        .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
        .start(),
  };

  const names = Object.keys(definitions) as (keyof typeof definitions)[];
  let mail: MailSink | undefined;
  let stripe: StripeEmulator | undefined;
  let twilio: TwilioEmulator | undefined;
  // The mail sink and the Stripe and Twilio stand-ins have no container: they run as local
  // processes (Twilio's first, so the inbox shows its texts).
  const twilioResult = await startTwilioEmulator({
    dataDir,
    ...(options.log ? { log: options.log } : {}),
  }).then(
    (m) => ({ ok: true as const, m }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (twilioResult.ok) twilio = twilioResult.m;
  const [results, mailResult, stripeResult] = await Promise.all([
    Promise.allSettled(names.map((n) => definitions[n]())),
    startMailSink({
      dataDir,
      ...(twilio ? { twilioPort: twilio.port } : {}),
      ...(options.log ? { log: options.log } : {}),
    }).then(
      (m) => ({ ok: true as const, m }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    startStripeEmulator({ dataDir, ...(options.log ? { log: options.log } : {}) }).then(
      (m) => ({ ok: true as const, m }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (mailResult.ok) mail = mailResult.m;
  if (stripeResult.ok) stripe = stripeResult.m;

  const stopAll = async () => {
    await Promise.allSettled([...started.map((c) => c.stop()), mail?.stop(), stripe?.stop(), twilio?.stop()]);
  };
  const failures = [
    ...results.flatMap((r, i) => (r.status === 'rejected' ? [`${names[i]}: ${String(r.reason)}`] : [])),
    ...(mailResult.ok ? [] : [`mail sink: ${String(mailResult.error)}`]),
    ...(stripeResult.ok ? [] : [`Stripe stand-in: ${String(stripeResult.error)}`]),
    ...(twilioResult.ok ? [] : [`Twilio stand-in: ${String(twilioResult.error)}`]),
  ];
  if (failures.length) {
    await stopAll();
    throw new Error(`Could not start the test containers:\n${failures.join('\n')}`);
  }
  const [pg, nats, redis, minio] = results.map((r) => (r as PromiseFulfilledResult<Started>).value) as [
    Started,
    Started,
    Started,
    Started,
  ];
  const sink = mail as MailSink;
  const stripeStandIn = stripe as StripeEmulator;
  const twilioStandIn = twilio as TwilioEmulator;

  const env: TestServersEnv = {
    POSTGRES_URL: `postgresql://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}`,
    NATS_URL: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    NATS_MONITOR_URL: `http://${nats.getHost()}:${nats.getMappedPort(8222)}`,
    REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    S3_ENDPOINT: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'user-documents',
    S3_ACCESS_KEY_ID: MINIO_USER,
    S3_SECRET_ACCESS_KEY: MINIO_PASSWORD,
    ...sink.env,
    ...stripeStandIn.env,
    ...twilioStandIn.env,
  };

  try {
    await ensureDatabases(env.POSTGRES_URL, options.databases);
    await createBucket(env);
  } catch (err) {
    await stopAll();
    throw err;
  }
  log(`test containers ready: ${JSON.stringify(env)}`);

  let stopping: Promise<void> | undefined;
  return {
    env,
    mode: 'containers',
    dataDir,
    pids: [sink.pid, stripeStandIn.pid, twilioStandIn.pid],
    stopServer: () =>
      Promise.reject(new Error('stopServer needs the local servers (HIRERELAY_TEST_SERVERS=local)')),
    startServer: () =>
      Promise.reject(new Error('startServer needs the local servers (HIRERELAY_TEST_SERVERS=local)')),
    stop() {
      stopping ??= (async () => {
        await stopAll();
        await rm(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

async function createBucket(env: TestServersEnv): Promise<void> {
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  } finally {
    s3.destroy();
  }
}
