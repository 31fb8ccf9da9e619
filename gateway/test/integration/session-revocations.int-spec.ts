import {
  HttpSession,
  readLogLines,
  signedUpSession,
  startHealthyGateway,
  useSharedSystem,
  testLogDir,
  waitFor,
  type RunningApp,
  type SharedSystem,
} from '@hirerelay/testing';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const shared = inject('shared');
const logDir = testLogDir('gateway-session-revocations');
let system: SharedSystem;
let replicaA: RunningApp & { url: string };
let replicaB: RunningApp & { url: string };
let redis: ReturnType<typeof createClient>;

const replicaBLog = `${logDir}/replica-b/gateway.log`;
const warmCount = (logFile: string) =>
  readLogLines(logFile).filter((line) => line.msg === 'session revocations: answering from memory').length;

beforeAll(async () => {
  system = await useSharedSystem(shared);
  // Two replicas of one deployment: the same signing secret, in front of the same services.
  const env = { JWT_SECRET: randomBytes(32).toString('base64url') };
  [replicaA, replicaB] = await Promise.all([
    startHealthyGateway(system.backing, { logDir: `${logDir}/replica-a`, env }),
    startHealthyGateway(system.backing, { logDir: `${logDir}/replica-b`, env }),
  ]);
  // Replica B answers from its own copy of the listing, not from Redis per request.
  await waitFor(() => warmCount(replicaBLog) > 0, { description: 'replica B answers from memory' });
  redis = createClient({ url: system.backing.REDIS_URL });
  await redis.connect();
}, 120_000);
afterAll(async () => {
  await redis?.close();
  await replicaA?.stop();
  await replicaB?.stop();
});

/** The same access token, presented to a gateway by a fresh client. */
function holding(access: string, url: string): HttpSession {
  const session = new HttpSession(url);
  session.setCookie('hr_access', access, '/api');
  return session;
}

const sidOf = (access: string) =>
  (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('session revocations across gateway replicas', () => {
  it('a logout through replica A is refused by A at once and by B within a second', async () => {
    const { session } = await signedUpSession(replicaA.url);
    const access = session.cookie('hr_access')!.value;
    expect((await holding(access, replicaB.url).get('/api/me')).status).toBe(200);

    expect((await session.post('/api/auth/logout')).status).toBe(204);
    expect((await holding(access, replicaA.url).get('/api/me')).status).toBe(401);
    await waitFor(async () => (await holding(access, replicaB.url).get('/api/me')).status === 401, {
      timeoutMs: 1_000,
      intervalMs: 20,
      description: 'replica B refuses the ended session',
    });
  });

  it('honours a revocation whose message was missed while the subscriber was disconnected', async () => {
    const { session } = await signedUpSession(replicaA.url);
    const access = session.cookie('hr_access')!.value;
    const other = (await signedUpSession(replicaA.url)).session.cookie('hr_access')!.value;
    expect((await holding(access, replicaB.url).get('/api/me')).status).toBe(200);
    const warmBefore = warmCount(replicaBLog);

    // Atomically: every subscriber connection dropped, then the session listed with no message,
    // so no replica can have read the listing before the key was there.
    // (exec rejects when any of them failed.)
    const results = await redis
      .multi()
      .sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub'])
      .set(`session:revoked:${sidOf(access)}`, '1', { EX: 300 })
      .exec();
    expect(results).toHaveLength(2);

    // Whether B is still reconnecting (asks Redis) or has read the listing again, it refuses. (Its
    // connection's close reaches it a moment after the kill: a request that B serves in between is
    // still answered from the copy, so the first refusal is awaited, within a second.)
    await waitFor(async () => (await holding(access, replicaB.url).get('/api/me')).status === 401, {
      timeoutMs: 1_000,
      intervalMs: 10,
      description: 'replica B refuses the session listed while it was disconnected',
    });
    await waitFor(() => warmCount(replicaBLog) > warmBefore, {
      description: 'replica B reads the listing again',
    });
    expect((await holding(access, replicaB.url).get('/api/me')).status).toBe(401);
    expect((await holding(other, replicaB.url).get('/api/me')).status).toBe(200);

    // And the subscription works again: the next logout reaches B as before.
    expect((await session.post('/api/auth/logout')).status).toBe(204);
    const { session: next } = await signedUpSession(replicaA.url);
    const nextAccess = next.cookie('hr_access')!.value;
    expect((await next.post('/api/auth/logout')).status).toBe(204);
    await waitFor(async () => (await holding(nextAccess, replicaB.url).get('/api/me')).status === 401, {
      timeoutMs: 1_000,
      intervalMs: 20,
      description: 'replica B refuses the next ended session',
    });
  });
});
