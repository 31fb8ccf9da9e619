import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  JobMessagesReadEvent,
  ZHttpErrorBody,
  ZSystemHealth,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import {
  adminSession,
  HttpSession,
  identityDatabaseUrl,
  loggedInSession,
  readLogLines,
  signedUpSession,
  startHealthyGateway,
  startOwnTestServers,
  startTestSystem,
  TEST_PASSWORD,
  testLogDir,
  waitFor,
  type RunningApp,
  type RunningSystem,
  type TestServers,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type ReceivedEvent } from './event-stream-client.js';

/*
 * How long an open GET /api/events lives: it ends with its session
 * (logout, password change, staff cancel; on every replica) and at its access token's expiry, and
 * the feed behind it survives a NATS restart. This file restarts NATS, so it runs on servers of its
 * own. A second gateway replica (the same signing secret) serves the cross-replica cases.
 */
const logDir = testLogDir('gateway-live-events-lifecycle');
/** The access-token lifetime of the token the expiry test signs, and how much of it is left. */
const TOKEN_LIFETIME_SECONDS = 600;
const TOKEN_LEFT_SECONDS = 6;
let jwtSecret = '';
/**
 * The NATS outage: a few seconds, with the feed reading nothing meanwhile. That the feed outlasts an
 * outage longer than nats.js's old give-up time (liveEvents up in /api/health afterwards) is
 * outages.int-spec.ts's 27 s outage; this one checks the events a stream gets across a restart.
 */
const NATS_OUTAGE_MS = 4_000;

let servers: TestServers;
let system: RunningSystem;
let replica: RunningApp & { url: string };
const streams: EventStream[] = [];

beforeAll(async () => {
  // Servers and a system of its own: these tests stop NATS under live streams.
  servers = await startOwnTestServers();
  // Two replicas of one deployment: the same signing secret.
  const JWT_SECRET = randomBytes(32).toString('base64url');
  jwtSecret = JWT_SECRET;
  system = await startTestSystem(servers.env, logDir, { gatewayEnv: { JWT_SECRET } });
  replica = await startHealthyGateway(servers.env, { logDir: `${logDir}/replica`, env: { JWT_SECRET } });
}, 180_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await replica?.stop();
  await system?.stop();
  await servers?.stop();
});

async function open(session: HttpSession): Promise<EventStream> {
  const stream = await openEventStream(session);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** The same session (its access cookie) presented to another gateway replica. */
function sameSessionOn(session: HttpSession, url: string): HttpSession {
  const copy = new HttpSession(url);
  copy.setCookie('hr_access', session.cookie('hr_access')!.value, '/api');
  return copy;
}

/**
 * Puts a job event on the stream as jobs' outbox relay publishes it (the envelope, its id as the
 * message id): the gateway's feed is what this file checks, not jobs. `label` is the event's job
 * title. Retries while JetStream is not answering yet (just after a NATS restart).
 */
async function publishJobEvent(ownerId: string, label: string): Promise<void> {
  const envelope: TEventEnvelope = {
    id: randomUUID(),
    subject: JobMessagesReadEvent.subject,
    producer: 'jobs',
    occurredAt: new Date().toISOString(),
    payload: {
      jobId: randomUUID(),
      ownerId,
      jobTitle: label,
      company: 'Acme',
      readerId: ownerId,
      readerRole: 'user',
      readAt: new Date().toISOString(),
      marked: 1,
      unreadForOwner: 0,
      unreadForStaff: 0,
    },
  };
  await waitFor(
    async () => {
      const nc = await connect({ servers: servers.env.NATS_URL }).catch(() => null);
      if (!nc) return null;
      try {
        await jetstream(nc).publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
        return true;
      } catch {
        return null;
      } finally {
        await nc.close();
      }
    },
    { timeoutMs: 20_000, description: `the job event "${label}" is on the stream` },
  );
}

const labelled = (label: string) => (event: ReceivedEvent) => event.data.payload?.jobTitle === label;
const countOf = (stream: EventStream, label: string) => stream.events.filter(labelled(label)).length;
const endedWithin = (stream: EventStream, timeoutMs: number, description: string) =>
  waitFor(() => stream.ended() || null, { timeoutMs, description });

describe('a stream ends with its session', () => {
  it('ends the streams of a session that logs out, on every replica, and leaves its other sessions alone', async () => {
    const first = await signedUpSession(system.url);
    const second = await loggedInSession(system.url, first);
    const staying = await open(first.session);
    const leaving = await open(second.session);
    const leavingElsewhere = await open(sameSessionOn(second.session, replica.url));

    expect((await second.session.post('/api/auth/logout')).status).toBe(204);
    await endedWithin(leaving, 2_000, 'the logged-out session’s stream ends');
    await endedWithin(leavingElsewhere, 2_000, 'its stream on the other replica ends');

    await publishJobEvent(first.id, 'after the logout');
    await staying.waitFor(labelled('after the logout'), 10_000);
    expect(staying.ended()).toBe(false);
    expect(countOf(leaving, 'after the logout')).toBe(0);
  });

  it('ends the streams of the other sessions when the password changes, not the changing one', async () => {
    const changing = await signedUpSession(system.url);
    const other = await loggedInSession(system.url, changing);
    const own = await open(changing.session);
    const others = await open(other.session);

    const changed = await changing.session.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a fresh passphrase for streams',
    });
    expect(changed.status).toBe(200);
    await endedWithin(others, 2_000, 'the other session’s stream ends');

    await publishJobEvent(changing.id, 'after the password change');
    await own.waitFor(labelled('after the password change'), 10_000);
    expect(own.ended()).toBe(false);
    expect(countOf(others, 'after the password change')).toBe(0);
  });

  it('ends every stream of an account staff cancel, and of an admin staff demote', async () => {
    const staff = await adminSession(system.url, identityDatabaseUrl(servers.env));
    const cancelled = await signedUpSession(system.url);
    const demoted = await adminSession(system.url, identityDatabaseUrl(servers.env));
    const cancelledStream = await open(cancelled.session);
    const demotedStream = await open(demoted.session);

    expect(
      (await staff.session.patch(`/api/admin/users/${cancelled.id}`, { status: 'cancelled' })).status,
    ).toBe(200);
    await endedWithin(cancelledStream, 2_000, 'the cancelled account’s stream ends');

    expect((await staff.session.patch(`/api/admin/users/${demoted.id}`, { role: 'user' })).status).toBe(200);
    await endedWithin(demotedStream, 2_000, 'the demoted admin’s (staff) stream ends');
    // Another user's job event: staff would have received it.
    await publishJobEvent(cancelled.id, 'after the demotion');
    await sleep(1_000);
    expect(countOf(demotedStream, 'after the demotion')).toBe(0);
  });
});

/**
 * An access token of the session in `session`, signed as the gateway signs them (HS256 with the
 * deployment's secret), issued `lifetime - left` seconds ago and expiring in `left` seconds: a token
 * near the end of its life, without waiting through one.
 */
function agedAccessToken(
  session: HttpSession,
  lifetimeSeconds: number,
  leftSeconds: number,
): { token: string; expiresAt: number } {
  const current = session.cookie('hr_access')?.value ?? '';
  const claims = JSON.parse(Buffer.from(current.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
    role: string;
    iss: string;
  };
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: claims.sub,
    sid: claims.sid,
    role: claims.role,
    iss: claims.iss,
    iat: now - (lifetimeSeconds - leftSeconds),
    exp: now + leftSeconds,
  })}`;
  return {
    token: `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`,
    expiresAt: (now + leftSeconds) * 1000,
  };
}

describe('a stream ends when its access token expires', () => {
  it('ends at the token’s expiry, not one token lifetime after it opened', async () => {
    const account = await signedUpSession(replica.url);
    // Opened near the end of a ten-minute token: it must end with the token, seconds later.
    const cookiePath = account.session.cookie('hr_access')?.path ?? '/';
    const aged = agedAccessToken(account.session, TOKEN_LIFETIME_SECONDS, TOKEN_LEFT_SECONDS);
    account.session.setCookie('hr_access', aged.token, cookiePath);
    const tokenExpiresAt = aged.expiresAt;
    const stream = await open(account.session);
    const openedAt = Date.now();
    await endedWithin(stream, TOKEN_LEFT_SECONDS * 1000 + 10_000, 'the stream ends with its token');
    const endedAt = Date.now();
    console.log(
      `stream ended ${endedAt - tokenExpiresAt} ms after the token's expiry, ${endedAt - openedAt} ms after opening`,
    );
    expect(endedAt).toBeGreaterThanOrEqual(tokenExpiresAt - 1_500);
    expect(endedAt).toBeLessThan(tokenExpiresAt + 3_000);
    // The expired token opens nothing: the browser reconnects with a fresh one.
    expect((await openEventStream(account.session)).status).toBe(401);
  }, 60_000);
});

describe('too many streams', () => {
  it('answers 429 in the house error shape with Retry-After', async () => {
    const someone = await signedUpSession(system.url);
    for (let i = 0; i < 8; i += 1) await open(someone.session);
    const refused = await openEventStream(someone.session);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = ZHttpErrorBody.parse(refused.refusal);
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many open live-update connections. Please close a tab and try again.',
    });
    for (const stream of streams.splice(-8)) stream.close();
  });
});

describe('a NATS restart', () => {
  it('resumes the feed by itself: an event from the outage arrives once, a later one too, and health tells', async () => {
    const account = await signedUpSession(system.url);
    const stream = await open(account.session);
    await publishJobEvent(account.id, 'before the restart');
    await stream.waitFor(labelled('before the restart'), 10_000);

    await servers.stopServer('nats');
    const outageStarted = Date.now();
    // Health tells the feed is not reading (NATS is down too, but the part says so on its own);
    // asserted at the end, after what the user sees.
    const liveEventsDuringOutage = await waitFor(
      async () => {
        const body = (await (await fetch(`${system.url}/api/health`)).json()) as {
          parts?: { liveEvents?: { status?: string } };
        };
        return body.parts?.liveEvents?.status === 'down' ? 'down' : null;
      },
      { timeoutMs: 10_000, description: 'health reports liveEvents down' },
    ).catch(() => 'not reported down');
    await sleep(Math.max(0, NATS_OUTAGE_MS - (Date.now() - outageStarted)));
    await servers.startServer('nats');
    const back = Date.now();
    // Published the moment NATS is back, as jobs' outbox publishes what was committed while it was
    // away (its relay's retry is outages.int-spec.ts's): the feed must resume and deliver it once.
    await publishJobEvent(account.id, 'during the outage');

    await stream.waitFor(labelled('during the outage'), 30_000);
    console.log(`the outage's event arrived ${Date.now() - back} ms after NATS came back`);
    await publishJobEvent(account.id, 'after the restart');
    await stream.waitFor(labelled('after the restart'), 10_000);
    // Nothing twice: the feed read on from the last sequence it had delivered.
    await sleep(1_000);
    expect(countOf(stream, 'before the restart')).toBe(1);
    expect(countOf(stream, 'during the outage')).toBe(1);
    expect(countOf(stream, 'after the restart')).toBe(1);
    const ids = stream.events.map((event) => Number(event.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(stream.ended()).toBe(false);

    expect(liveEventsDuringOutage).toBe('down');
    const health = ZSystemHealth.parse(await (await fetch(`${system.url}/api/health`)).json());
    expect(health.parts.liveEvents.status).toBe('up');
    const lines = readLogLines(path.join(logDir, 'gateway.log'));
    expect(
      lines.filter(
        (line) => line.msg === 'live job events feed lost; reading again after the last event read',
      ),
    ).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'live job events feed resumed')).toHaveLength(1);
    // Still alive well after (the probe saw the process die about two minutes later).
    expect((await fetch(`${system.url}/api/health/live`)).status).toBe(200);
  }, 120_000);
});
