import { randomUUID } from 'node:crypto';
import { ListJobsRpc, LoginRpc, SignupRpc } from '@hirerelay/contracts';
import {
  ANY_INTERNAL_PORT,
  HttpSession,
  internalUrlOf,
  signedUpSession,
  startGateway,
  startIdentity,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
} from '@hirerelay/testing';
import type { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEventStream } from './event-stream-client.js';

/**
 * Each app's Prometheus metrics on its internal port (`INTERNAL_PORT=0`: the port the system chose,
 * read from the app's "internal health port" log line), as Prometheus scrapes them: the gateway's
 * HTTP routes, RPC calls and open event streams, identity's RPC handling, queue group, pool, outbox
 * and consumers. Apps of this file's own on `backing` (the shared system runs without internal
 * ports): identity and a gateway, with nothing serving jobs (its requests find no responders).
 */
const backing = inject('backing');
const logDir = testLogDir('metrics');
let rpc: RpcClient;
let identity: RunningApp;
let gateway: RunningApp & { url: string };
let identityMetrics: string;
let gatewayMetrics: string;

type Samples = Map<string, number>;

/** Prometheus' text format as `name{label="value",…}` → value (labels in the order written). */
function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

async function scrape(baseUrl: string): Promise<Samples> {
  const response = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await response.text());
}

/** The value of one series (labels in prom-client's order: as the metric declares them). */
function value(samples: Samples, name: string, labels: Record<string, string> = {}): number | undefined {
  const written = Object.entries(labels)
    .map(([key, each]) => `${key}="${each}"`)
    .join(',');
  return samples.get(written ? `${name}{${written}}` : name);
}

/** How much a series grew between two scrapes (a series not there yet counts as 0). */
const grew = (before: Samples, after: Samples, name: string, labels: Record<string, string> = {}) =>
  (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);

beforeAll(async () => {
  rpc = testRpcClient(backing);
  identity = await startIdentity(backing, rpc, { logDir, env: ANY_INTERNAL_PORT });
  gateway = await startGateway(backing, { logDir, env: ANY_INTERNAL_PORT });
  [identityMetrics, gatewayMetrics] = await Promise.all([internalUrlOf(identity), internalUrlOf(gateway)]);
});
afterAll(async () => {
  await Promise.all([identity?.stop(), gateway?.stop()]);
  await rpc?.close();
});

describe('GET /metrics on the internal port', () => {
  it('counts and times HTTP requests by route pattern, RPCs by subject at both ends, refusals by code', async () => {
    const [gatewayBefore, identityBefore] = await Promise.all([
      scrape(gatewayMetrics),
      scrape(identityMetrics),
    ]);
    const { session, email } = await signedUpSession(gateway.url);
    const stranger = new HttpSession(gateway.url);
    for (let i = 0; i < 2; i += 1) {
      const refused = await stranger.post('/api/auth/login', { email, password: 'not-the-password-1' });
      expect(refused.status).toBe(401);
    }
    const jobId = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      expect((await stranger.get(`/api/nothing-here/${randomUUID()}`)).status).toBe(404);
      expect((await stranger.get(`/api/jobs/${jobId}`)).status).toBe(401);
    }
    // Nothing serves jobs here: the gateway's call finds no responders (503).
    expect((await session.get('/api/jobs')).status).toBe(503);
    const [gatewayAfter, identityAfter] = await Promise.all([
      scrape(gatewayMetrics),
      scrape(identityMetrics),
    ]);

    // The gateway's HTTP routes: by pattern and status class; a URL no route takes is one label.
    const http = (method: string, route: string, statusClass: string) =>
      grew(gatewayBefore, gatewayAfter, 'hirerelay_http_requests_total', {
        method,
        route,
        status_class: statusClass,
      });
    expect(http('POST', '/api/auth/signup', '2xx')).toBe(1);
    expect(http('POST', '/api/auth/login', '4xx')).toBe(2);
    expect(http('GET', '/api/jobs/:id', '4xx')).toBe(3);
    expect(http('GET', 'unmatched', '4xx')).toBe(3);
    expect(http('GET', '/api/jobs', '5xx')).toBe(1);
    expect(
      grew(gatewayBefore, gatewayAfter, 'hirerelay_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/login',
      }),
    ).toBe(2);
    const gatewayText = [...gatewayAfter.keys()].join('\n');
    expect(gatewayText).not.toContain(jobId);
    expect(gatewayText).not.toContain('nothing-here');

    // The gateway's RPC client: a refusal is a reply (ok); nobody serving jobs is no_responders.
    const call = (subject: string, outcome: string) =>
      grew(gatewayBefore, gatewayAfter, 'hirerelay_rpc_client_requests_total', { subject, outcome });
    expect(call(SignupRpc.subject, 'ok')).toBe(1);
    expect(call(LoginRpc.subject, 'ok')).toBe(2);
    expect(call(ListJobsRpc.subject, 'no_responders')).toBeGreaterThanOrEqual(1);
    expect(
      grew(gatewayBefore, gatewayAfter, 'hirerelay_rpc_client_duration_seconds_count', {
        subject: LoginRpc.subject,
      }),
    ).toBe(2);

    // identity's RPC server: each request by its result code, and its time.
    const handled = (subject: string, code: string) =>
      grew(identityBefore, identityAfter, 'hirerelay_rpc_server_requests_total', { subject, code });
    expect(handled(SignupRpc.subject, 'OK')).toBe(1);
    expect(handled(LoginRpc.subject, 'UNAUTHENTICATED')).toBe(2);
    expect(handled(LoginRpc.subject, 'OK')).toBe(0);
    expect(
      grew(identityBefore, identityAfter, 'hirerelay_rpc_server_duration_seconds_count', {
        subject: LoginRpc.subject,
      }),
    ).toBe(2);
  });

  it("shows identity's queue-group subscriptions, pool, outbox backlog, consumers and the process's event-loop lag", async () => {
    const samples = await scrape(identityMetrics);
    expect(
      value(samples, 'hirerelay_rpc_subscriptions', { subject: LoginRpc.subject, queue: 'identity' }),
    ).toBe(1);
    expect(value(samples, 'hirerelay_pg_pool_clients')).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'hirerelay_pg_pool_idle_clients')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'hirerelay_pg_pool_waiting_requests')).toBe(0);
    expect(value(samples, 'hirerelay_outbox_pending_events')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'hirerelay_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      value(samples, 'hirerelay_event_consumer_pending_messages', { durable: 'identity-billing-usage' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      value(samples, 'hirerelay_event_consumer_ack_pending_messages', { durable: 'identity-billing-usage' }),
    ).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The gateway serves no RPC: it holds no subscription.
    expect(
      [...(await scrape(gatewayMetrics)).keys()].some((key) => key.startsWith('hirerelay_rpc_subscriptions')),
    ).toBe(false);
  });

  it('counts the open live-events streams: 1 while one is open, 0 once it closes', async () => {
    const { session } = await signedUpSession(gateway.url);
    const open = async () => value(await scrape(gatewayMetrics), 'hirerelay_sse_streams_open');
    expect(await open()).toBe(0);
    const stream = await openEventStream(session);
    try {
      expect(stream.status).toBe(200);
      expect(await open()).toBe(1);
    } finally {
      stream.close();
    }
    await waitFor(async () => (await open()) === 0, {
      timeoutMs: 10_000,
      description: 'the stream counted closed',
    });
  });

  it('is served on the internal port only: the public port answers 404', async () => {
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('hirerelay_');
  });
});
