import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  GetReceivedPingRpc,
  SERVICE_NAMES,
  SystemPingEvent,
  ZHttpErrorBody,
  ZSystemHealth,
} from '@hirerelay/contracts';
import { enqueueEvent, type SqlExecutor } from '@hirerelay/nest-common';
import {
  HttpSession,
  isProcessRunning,
  readLogLines,
  startOwnTestServers,
  startTestSystem,
  TEST_PASSWORD,
  testLogDir,
  testRpcClient,
  uniqueEmail,
  waitFor,
  type HttpResult,
  signUp,
  type RunningSystem,
  type TestServers,
} from '@hirerelay/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Backing-server outages. This file takes NATS and PostgreSQL away, so
 * it runs on a set of servers of its own, never on the suite's shared one.
 */
const logDir = testLogDir('gateway-outages');
/** nats.js used to give up after 10 attempts 2 s apart: stay away clearly longer than that. */
const NATS_OUTAGE_MS = 27_000;
const UNAVAILABLE = 'Service temporarily unavailable';

let servers: TestServers;
let system: RunningSystem;
let user: HttpSession;
let email: string;

beforeAll(async () => {
  // Servers and a system of its own: these tests take PostgreSQL and NATS away.
  servers = await startOwnTestServers();
  system = await startTestSystem(servers.env, logDir);
  user = new HttpSession(system.url);
  ({ email } = await signUp(user, { email: uniqueEmail('outage') }));
});
afterAll(async () => {
  await system?.stop();
  await servers?.stop();
});

const login = () => new HttpSession(system.url).post('/api/auth/login', { email, password: TEST_PASSWORD });

/** The public 503: a fixed message and the request id, nothing about subjects or transports. */
function expectPublic503(result: HttpResult) {
  expect(result.status).toBe(503);
  const body = ZHttpErrorBody.parse(result.body);
  expect(body.error).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: UNAVAILABLE,
    requestId: result.headers.get('x-request-id'),
  });
  expect(result.text).not.toMatch(/\.v1|nats|ECONN|connection|database|127\.0\.0\.1/i);
  return body.error.requestId!;
}

function logLines(app: string) {
  return readLogLines(path.join(logDir, `${app}.log`));
}

/** Writes events into identity's outbox the way identity does (same helper, same table). */
async function enqueuePingsDirectly(count: number): Promise<string[]> {
  const client = new pg.Client({
    connectionString: `${servers.env.POSTGRES_URL}/hirerelay_identity`,
  });
  await client.connect();
  try {
    const tx: SqlExecutor = {
      $executeRawUnsafe: async (query, ...values) => (await client.query(query, values)).rowCount ?? 0,
      $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) =>
        (await client.query(query, values)).rows as T,
    };
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        await enqueueEvent(tx, 'identity', SystemPingEvent, { note: `outage ${i}`, requestedBy: 'test' }),
      );
    }
    return ids;
  } finally {
    await client.end();
  }
}

describe('a NATS outage longer than the old give-up time', () => {
  it('answers 503 while NATS is away, and again within seconds of its return, with no outbox event lost', async () => {
    expect((await login()).status).toBe(200);

    await servers.stopServer('nats');
    const outageStarted = Date.now();

    const during = await waitFor(async () => {
      const result = await login();
      return result.status === 503 ? result : undefined;
    });
    const requestId = expectPublic503(during);
    // The detail (which subject, which transport error) stays in the gateway's log, under the request id.
    await waitFor(() =>
      logLines('gateway').some(
        (line) =>
          line.requestId === requestId &&
          line.msg === 'request failed' &&
          /\.v1/.test(JSON.stringify(line.err)),
      ),
    );

    // Events committed while NATS is away wait in the outbox.
    const eventIds = await enqueuePingsDirectly(5);

    await sleep(Math.max(0, NATS_OUTAGE_MS - (Date.now() - outageStarted)));
    await servers.startServer('nats');
    const back = Date.now();

    await waitFor(async () => (await login()).status === 200, {
      timeoutMs: 10_000,
      description: 'login answers 200 within seconds of NATS coming back',
    });
    console.log(`login answered again ${Date.now() - back} ms after NATS came back`);
    await waitFor(async () => (await fetch(`${system.url}/api/health`)).status === 200, {
      timeoutMs: 15_000,
      description: 'health reports every part up again',
    });
    // The gateway's live events feed reads again too, after longer than the old give-up time
    // (live-events-lifecycle.int-spec.ts checks the events themselves across a short restart).
    const health = ZSystemHealth.parse(await (await fetch(`${system.url}/api/health`)).json());
    expect(health.parts.liveEvents.status).toBe('up');

    const rpc = testRpcClient(servers.env);
    try {
      for (const eventId of eventIds) {
        const received = await waitFor(
          async () => {
            const reply = await rpc.request(GetReceivedPingRpc, { eventId });
            return reply.timesHandled > 0 ? reply : undefined;
          },
          { timeoutMs: 15_000, description: `notifications applies ping ${eventId}` },
        );
        expect(received.timesHandled).toBe(1);
      }
    } finally {
      await rpc.close();
    }
    // Nobody restarted anything: the same processes reconnected.
    for (const app of system.apps) expect(isProcessRunning(app.pid), app.name).toBe(true);
  }, 120_000);
});

describe('a PostgreSQL outage', () => {
  it('answers 503 (never 500) for login, /api/me and profile saves, and recovers when it is back', async () => {
    expect((await user.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await user.get('/api/me')).status).toBe(200);
    const identityLogBefore = logLines('identity').length;

    await servers.stopServer('postgres');
    try {
      expectPublic503(await login());
      expectPublic503(await user.get('/api/me'));
      expectPublic503(await user.patch('/api/profile', { fullName: 'Ada Lovelace', step: 1 }));
      // Let the outbox relay meet the outage for a while (it polls every 100 ms in tests).
      await sleep(3_000);
    } finally {
      await servers.startServer('postgres');
    }

    await waitFor(async () => (await login()).status === 200, {
      timeoutMs: 15_000,
      description: 'login answers 200 again',
    });
    expect((await user.get('/api/me')).status).toBe(200);
    const saved = await user.patch<{ fullName: string }>('/api/profile', {
      fullName: 'Ada Lovelace',
      step: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.fullName).toBe('Ada Lovelace');

    // The relay logs the outage once when it starts and once when it ends, not every poll.
    await waitFor(() =>
      logLines('identity')
        .slice(identityLogBefore)
        .some((line) => line.msg === 'outbox relay publishing again'),
    );
    const relayLines = logLines('identity')
      .slice(identityLogBefore)
      .filter((line) => line.component === 'outbox');
    expect(relayLines.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'outbox relay cannot publish; retrying with backoff, quietly until it succeeds'],
      ['info', 'outbox relay publishing again'],
    ]);
    // Outages are not bugs: no service answered INTERNAL.
    for (const service of SERVICE_NAMES) {
      expect(
        logLines(service)
          .slice(service === 'identity' ? identityLogBefore : 0)
          .filter((line) => line.msg === 'rpc failed'),
        service,
      ).toEqual([]);
    }
  }, 90_000);
});
