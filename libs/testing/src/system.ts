import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetSessionRpc } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import {
  databaseName,
  gatewayEnv,
  LOCAL_PHONE_CODE_HMAC_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  migrateDatabases,
  RELAXED_RATE_LIMITS,
  REPO_ROOT,
  SERVICES,
  serviceEnv,
  startApp,
  startSystem,
  type RunningApp,
  type RunningSystem,
} from '@hirerelay/local-infra/system';
import type { BackingEnv } from '@hirerelay/local-infra';
import { findFreePort } from '@hirerelay/local-infra';
import { startTestServers, type TestServers } from './servers.js';
import { waitFor } from './wait.js';

export type { RunningApp, RunningSystem };

/** A folder for one test file's app logs, kept after the run for diagnosis. */
export function testLogDir(name: string): string {
  const dir = path.join(REPO_ROOT, 'test-results', 'integration-logs', `${name}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Starts one built service against the test servers. */
export function startService(
  service: string,
  backing: BackingEnv,
  options: { logDir: string; env?: Record<string, string> },
): RunningApp {
  return startApp({
    name: service,
    dir: path.join(REPO_ROOT, 'services', service),
    env: { ...serviceEnv(service, backing), OUTBOX_POLL_MS: '100', ...options.env },
    logFile: path.join(options.logDir, `${service}.log`),
  });
}

/**
 * Starts the built identity service and waits until it answers (a session lookup): what every
 * test that needs identity as a process starts it with.
 */
export async function startIdentity(
  backing: BackingEnv,
  rpc: RpcClient,
  options: { logDir: string; env?: Record<string, string> },
): Promise<RunningApp> {
  const app = startService('identity', backing, options);
  await waitFor(
    async () => rpc.request(GetSessionRpc, { sessionId: randomUUID() }).then((reply) => !reply.active),
    { timeoutMs: 30_000, description: 'identity answers' },
  );
  return app;
}

// Every test request comes from 127.0.0.1 and the counters live in the shared Redis, so test
// systems get limits no test reaches; the limit tests start a strict gateway of their own.
export { RELAXED_RATE_LIMITS };

/** The webhook secret billing runs with against the Stripe stand-in (register endpoints with it). */
export { LOCAL_STRIPE_WEBHOOK_SECRET };

/** The key identity stores verification codes under in test systems (and `npm start`). */
export { LOCAL_PHONE_CODE_HMAC_KEY };

/** Starts the built gateway against the test servers on a free port. */
export async function startGateway(
  backing: BackingEnv,
  options: { logDir: string; env?: Record<string, string> },
): Promise<RunningApp & { url: string }> {
  const port = await findFreePort();
  const app = startApp({
    name: 'gateway',
    dir: path.join(REPO_ROOT, 'gateway'),
    env: { ...gatewayEnv(backing, { port }), ...RELAXED_RATE_LIMITS, ...options.env },
    logFile: path.join(options.logDir, 'gateway.log'),
  });
  return Object.assign(app, { url: `http://127.0.0.1:${port}` });
}

/**
 * A gateway of the file's own (its own settings: strict limits, a signing secret, a web folder) in
 * front of running services, once GET /api/health answers 200.
 */
export async function startHealthyGateway(
  backing: BackingEnv,
  options: { logDir: string; env?: Record<string, string> },
): Promise<RunningApp & { url: string }> {
  const gateway = await startGateway(backing, options);
  try {
    await waitFor(async () => (await fetch(`${gateway.url}/api/health`).catch(() => null))?.status === 200, {
      timeoutMs: 30_000,
      description: 'the gateway is healthy',
    });
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return gateway;
}

/**
 * The whole system (five services and the gateway), healthy, on a free port. `gatewayEnv` adds
 * to (or overrides) the relaxed rate limits; `serviceEnv` adds settings to a service by name, `appEnv` to every app.
 */
export async function startTestSystem(
  backing: BackingEnv,
  logDir: string,
  options: {
    gatewayEnv?: Record<string, string>;
    serviceEnv?: Record<string, Record<string, string>>;
    appEnv?: Record<string, string>;
  } = {},
): Promise<RunningSystem> {
  return startSystem({
    backing,
    port: await findFreePort(),
    logDir,
    gatewayExtraEnv: { ...RELAXED_RATE_LIMITS, ...options.gatewayEnv },
    serviceExtraEnv: options.serviceEnv ?? {},
    // For every app, the gateway's included (e.g. LOG_LEVEL=debug for the per-RPC log lines).
    ...(options.appEnv ? { appExtraEnv: options.appEnv } : {}),
  });
}

/**
 * A set of backing servers of the test file's own, with every service's database migrated: for
 * tests that take a server away (`stopServer`/`startServer`), which must not touch the suite's
 * shared set.
 */
export async function startOwnTestServers(): Promise<TestServers> {
  const servers = await startTestServers({ databases: SERVICES.map(databaseName) });
  try {
    await migrateDatabases(servers.env);
  } catch (error) {
    await servers.stop();
    throw error;
  }
  return servers;
}

/** A NATS request/reply client speaking the contracts, as the gateway does. */
export function testRpcClient(backing: BackingEnv): RpcClient {
  return RpcClient.connect(backing.NATS_URL, `test-${process.pid}`, 5_000);
}

/** Reads an app's JSON log lines. */
export function readLogLines(logFile: string): Record<string, unknown>[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** An app's setting for an internal health port the system chooses (read it with `internalUrlOf`). */
export const ANY_INTERNAL_PORT = { INTERNAL_PORT: '0' } as const;

/**
 * Where an app started with ANY_INTERNAL_PORT serves /livez, /readyz and /metrics: the port it
 * bound, read from its "internal health port" log line (no port picked beforehand that another
 * process could take meanwhile), once /readyz there answers 200.
 */
export async function internalUrlOf(app: RunningApp, timeoutMs = 60_000): Promise<string> {
  let url: string | undefined;
  await waitFor(
    () => {
      const line = readLogLines(app.logFile).find((each) => each.msg === 'internal health port');
      url = typeof line?.url === 'string' ? line.url : undefined;
      return url !== undefined;
    },
    { timeoutMs, description: `${app.name}'s internal port in its log` },
  );
  await waitFor(async () => (await fetch(`${url!}/readyz`).catch(() => null))?.status === 200, {
    timeoutMs,
    description: `${app.name} ready on its internal port`,
  });
  return url!;
}

export const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** identity's database in a set of test servers (for `createAdmin` and for inspecting rows). */
export const identityDatabaseUrl = (backing: BackingEnv): string =>
  `${backing.POSTGRES_URL}/${databaseName('identity')}`;
