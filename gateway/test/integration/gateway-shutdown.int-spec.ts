import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  signedUpSession,
  startGateway,
  startOwnTestServers,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
  type TestServers,
} from '@hirerelay/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { GetSessionRpc, ListJobsRpc } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream-client.js';

/*
 * A gateway stopped with SIGTERM under traffic exits as soon as its requests in hand are answered
 * (issue 28): it took 17–26 s in `npm run bench:replicas`, held open by keep-alive connections that
 * were busy when the server began to close (a load balancer's), which Node then kept until the
 * client or the 72 s keep-alive timeout ended them. Servers of its own and only what a signed-in
 * live-events stream needs (identity and a gateway): the gateway is stopped for good here.
 */
const logDir = testLogDir('gateway-shutdown');
const KEEP_ALIVE_CLIENTS = 4;
/**
 * What "promptly" means here, on a loaded machine: the in-flight request's few seconds and the
 * stop itself, not the 72 s keep-alive timeout it waited for before.
 */
const EXIT_WITHIN_MS = 20_000;

let servers: TestServers;
let rpc: RpcClient;
let identity: RunningApp | undefined;
let gateway: (RunningApp & { url: string }) | undefined;
/** A "jobs replica" that takes the list requests and never answers: a request in flight for seconds. */
let silentJobs: NatsConnection | undefined;

beforeAll(async () => {
  servers = await startOwnTestServers();
  rpc = testRpcClient(servers.env);
  silentJobs = await connect({ servers: servers.env.NATS_URL });
  silentJobs.subscribe(ListJobsRpc.subject, { queue: 'jobs', callback: () => undefined });
  identity = startService('identity', servers.env, { logDir });
  gateway = await startGateway(servers.env, { logDir });
  // Longer than startIdentity's 30 s: the machine the suite runs on may be busy.
  await waitFor(
    async () => rpc.request(GetSessionRpc, { sessionId: randomUUID() }).then((reply) => !reply.active),
    { timeoutMs: 120_000, description: 'identity answers' },
  );
  const url = gateway.url;
  await waitFor(async () => (await fetch(`${url}/api/health/live`).catch(() => null))?.status === 200, {
    timeoutMs: 120_000,
    description: 'the gateway answers',
  });
}, 240_000);
afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await rpc?.close();
  await silentJobs?.close();
  await servers?.stop();
});

/** GET `path` on a keep-alive connection of `agent`: the status, or the network error's code. */
function get(agent: http.Agent, url: string, path: string, cookie = ''): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(new URL(path, url), { agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('a gateway stopped with SIGTERM', () => {
  it('with an open event stream and busy keep-alive connections exits within seconds, exit code 0', async () => {
    const running = gateway!;
    const { session } = await signedUpSession(running.url);
    const stream = await openEventStream(session);
    expect(stream.status).toBe(200);

    // Clients that keep their connections open between requests, busy up to the signal, then quiet
    // (as a load balancer's pooled connections are once it sends its traffic elsewhere).
    const agent = new http.Agent({ keepAlive: true, maxSockets: KEEP_ALIVE_CLIENTS });
    let sending = true;
    const statuses: (number | string)[] = [];
    const clients = Array.from({ length: KEEP_ALIVE_CLIENTS }, async () => {
      while (sending) statuses.push(await get(agent, running.url, '/api/health/live'));
    });
    await sleep(500);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

    // A request in hand when the signal comes (its RPC unanswered until the gateway's deadline):
    // the gateway answers it, then its connection, quiet from then on, must not hold the exit.
    const inFlight = get(agent, running.url, '/api/jobs', session.cookieHeaderFor('/api/jobs'));
    await sleep(300);
    const signalled = performance.now();
    process.kill(running.pid, 'SIGTERM');
    sending = false;
    const code = await Promise.race([running.exited, sleep(60_000).then(() => 'still running')]);
    const exitMs = performance.now() - signalled;
    await Promise.all(clients);
    const answered = await inFlight;
    agent.destroy();

    // Answered (the unanswered RPC is a 503), not cut off.
    expect(answered).toBe(503);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    // The stream was ended by the gateway (the browser reconnects, told when at its start).
    expect(stream.ended()).toBe(true);
    stream.close();
  }, 120_000);
});
