import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ListJobsRpc, PasswordResetRequestedEvent, RequestPasswordResetRpc } from '@hirerelay/contracts';
import {
  HttpSession,
  readLogLines,
  signedUpSession,
  startGateway,
  startIdentity,
  startOwnTestServers,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
  type TestServers,
} from '@hirerelay/testing';
import type { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Traces across processes (issue 28): the gateway, identity, jobs and notifications export their
 * spans as OTLP/HTTP JSON to a receiver in this file. Servers of its own: on the shared ones, the
 * suite's untraced identity and jobs share the queue groups and would answer some of the requests.
 */
const logDir = testLogDir('traces');

/** OTLP span kinds (the JSON encoding's numbers). */
const KIND = { SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const;

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}
/** A received span with the app (resource `service.name`) that sent it. */
type Received = OtlpSpan & { service: string };

const received: Received[] = [];
let receiver: http.Server;
let endpoint: string;

function attribute(attributes: OtlpAttribute[] | undefined, key: string): string | undefined {
  const value = attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
}

/** A small OTLP/HTTP receiver: JSON export requests on /v1/traces, every span kept. */
function startReceiver(): Promise<void> {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = attribute(resourceSpans.resource?.attributes, 'service.name') ?? '?';
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) received.push({ ...span, service });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    receiver.listen(0, '127.0.0.1', () => {
      endpoint = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}`;
      resolve();
    });
  });
}

let servers: TestServers;
let rpc: RpcClient;
const apps: RunningApp[] = [];
let gatewayUrl: string;

beforeAll(async () => {
  await startReceiver();
  servers = await startOwnTestServers();
  rpc = testRpcClient(servers.env);
  const tracing = (app: string) => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    // Export every 100 ms instead of every 5 s, so the test need not wait.
    OTEL_BSP_SCHEDULE_DELAY: '100',
    // The per-RPC log line (debug) shows that log lines carry the trace id.
    LOG_LEVEL: app === 'jobs' ? 'debug' : 'info',
  });
  apps.push(await startIdentity(servers.env, rpc, { logDir, env: tracing('identity') }));
  apps.push(startService('jobs', servers.env, { logDir, env: tracing('jobs') }));
  apps.push(startService('notifications', servers.env, { logDir, env: tracing('notifications') }));
  // Not startHealthyGateway: its health needs billing and content, which this file does without.
  const gateway = await startGateway(servers.env, { logDir, env: tracing('gateway') });
  apps.push(gateway);
  gatewayUrl = gateway.url;
  await waitFor(async () => (await fetch(`${gatewayUrl}/api/jobs`).catch(() => null))?.status === 401, {
    // Four apps start at once on a shared machine, three of them behind OpenTelemetry's loader hook.
    timeoutMs: 150_000,
    description: 'the gateway answers',
  });
}, 420_000);
afterAll(async () => {
  // What the receiver got, beside the apps' logs, for a failure's diagnosis.
  fs.writeFileSync(path.join(logDir, 'spans.json'), JSON.stringify(received, null, 1));
  await Promise.all(apps.map((app) => app.stop()));
  await rpc?.close();
  await servers?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The spans of a trace that has a span `match` picks and is complete by `until` (waiting for the export). */
async function traceOf(match: (span: Received) => boolean, until: (spans: Received[]) => boolean) {
  return waitFor(
    () => {
      for (const anchor of received.filter(match)) {
        const spans = received.filter((span) => span.traceId === anchor.traceId);
        if (until(spans)) return spans;
      }
      return null;
    },
    { timeoutMs: 15_000, description: 'the spans of the trace exported' },
  );
}

/** A pg instrumentation span (`db.system.name`; `db.system` in the older conventions). */
const isPostgres = (span: Received) =>
  (attribute(span.attributes, 'db.system.name') ?? attribute(span.attributes, 'db.system')) === 'postgresql';

/** Whether `span`'s chain of parents (within `spans`) reaches `ancestor`. */
function descendsFrom(span: Received, ancestor: Received, spans: Received[]): boolean {
  const byId = new Map(spans.map((entry) => [entry.spanId, entry]));
  let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
  while (parent) {
    if (parent.spanId === ancestor.spanId) return true;
    parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
  }
  return false;
}

describe('traces across the gateway, NATS and the services', () => {
  it('one GET /api/jobs is one trace: gateway HTTP span → RPC client span → jobs server span → pg spans', async () => {
    const { session } = await signedUpSession(gatewayUrl);
    // The first answer once jobs is up (it starts beside the gateway); later ones are the same trace shape.
    await waitFor(async () => (await session.get('/api/jobs')).status === 200, {
      timeoutMs: 120_000,
      description: 'jobs answers the list',
    });

    const subject = ListJobsRpc.subject;
    const spans = await traceOf(
      (span) => span.service === 'gateway' && span.kind === KIND.CLIENT && span.name === subject,
      (found) =>
        found.some((span) => span.service === 'jobs' && span.kind === KIND.SERVER) &&
        found.some((span) => span.service === 'jobs' && isPostgres(span)),
    );

    // One trace id across at least the gateway and jobs processes.
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);
    expect(spans.map((span) => span.service)).toEqual(expect.arrayContaining(['gateway', 'jobs']));

    // Its root: the gateway's HTTP server span for GET /api/jobs.
    const root = spans.find((span) => !span.parentSpanId);
    expect(root).toMatchObject({ service: 'gateway', kind: KIND.SERVER });
    expect(
      attribute(root!.attributes, 'http.method') ?? attribute(root!.attributes, 'http.request.method'),
    ).toBe('GET');
    const client = spans.find(
      (span) => span.service === 'gateway' && span.kind === KIND.CLIENT && span.name === subject,
    )!;
    expect(descendsFrom(client, root!, spans)).toBe(true);

    // Fastify's spans: the route handler's, and none per lifecycle hook (they were half the cost).
    const fastifyTypes = spans
      .filter((span) => span.service === 'gateway')
      .map((span) => attribute(span.attributes, 'fastify.type'))
      .filter((type) => type !== undefined);
    expect(fastifyTypes).toContain('request-handler');
    expect(fastifyTypes.filter((type) => type !== 'request-handler')).toEqual([]);

    // The jobs server span, named after the subject, is the child of the gateway's client span.
    const server = spans.find((span) => span.service === 'jobs' && span.kind === KIND.SERVER)!;
    expect(server.name).toBe(subject);
    expect(server.parentSpanId).toBe(client.spanId);

    // PostgreSQL's spans are under the jobs server span.
    const queries = spans.filter((span) => span.service === 'jobs' && isPostgres(span));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(descendsFrom(query, server, spans)).toBe(true);

    // The jobs log lines written inside the request carry its trace id.
    const traced = readLogLines(path.join(logDir, 'jobs.log')).filter((line) => line.subject === subject);
    expect(traced.map((line) => line.trace_id)).toContain(server.traceId);
  }, 180_000);

  it('an event joins the trace of the request that wrote it: outbox row → relay → consumer', async () => {
    const { email } = await signedUpSession(gatewayUrl);
    const reset = await new HttpSession(gatewayUrl).post('/api/auth/forgot-password', { email });
    expect(reset.status).toBe(202);

    const subject = PasswordResetRequestedEvent.subject;
    const spans = await traceOf(
      (span) => span.service === 'notifications' && span.kind === KIND.CONSUMER && span.name === subject,
      (found) => found.some((span) => span.service === 'gateway' && span.kind === KIND.SERVER),
    );

    const consumer = spans.find((span) => span.service === 'notifications' && span.kind === KIND.CONSUMER)!;
    // Published by identity's relay, in the trace the outbox row kept...
    const publish = spans.find((span) => span.spanId === consumer.parentSpanId);
    expect(publish).toMatchObject({ service: 'identity', kind: KIND.PRODUCER, name: subject });
    // ...that of identity's RPC server span, which wrote the row, under the gateway's HTTP request.
    const writer = spans.find((span) => span.service === 'identity' && span.kind === KIND.SERVER)!;
    expect(writer.name).toBe(RequestPasswordResetRpc.subject);
    expect(descendsFrom(publish!, writer, spans)).toBe(true);
    const root = spans.find((span) => !span.parentSpanId);
    expect(root).toMatchObject({ service: 'gateway', kind: KIND.SERVER });
    expect(descendsFrom(consumer, root!, spans)).toBe(true);
  }, 120_000);
});
