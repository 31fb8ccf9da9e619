import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRpcHandled } from '../metrics/rpc-metrics.js';
import { Readiness, startInternalHealthServer, type InternalHealthServer } from './internal-health.js';

const logger = pino({ level: 'silent' });
let server: InternalHealthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(readiness: Readiness) {
  server = await startInternalHealthServer({ host: '127.0.0.1', port: 0, readiness, logger });
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${String(server!.port)}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { get };
}

describe('Readiness', () => {
  it('is not ready before the app has started', async () => {
    expect((await new Readiness().report()).ready).toBe(false);
  });

  it('is ready once started with every check answering, and not ready from the moment it drains', async () => {
    const readiness = new Readiness();
    readiness.started({ database: async () => 1, nats: async () => 2 });
    expect(await readiness.report()).toEqual({
      ready: true,
      draining: false,
      checks: { database: 'up', nats: 'up' },
    });
    readiness.startDraining();
    expect(await readiness.report()).toEqual({
      ready: false,
      draining: true,
      checks: { database: 'up', nats: 'up' },
    });
  });

  it('is not ready when a check fails or does not answer in time, naming it', async () => {
    const readiness = new Readiness(50);
    readiness.started({
      database: () => Promise.reject(new Error('ECONNREFUSED')),
      nats: () => new Promise(() => undefined),
      redis: async () => 'PONG',
    });
    const report = await readiness.report();
    expect(report.ready).toBe(false);
    expect(report.checks).toEqual({ database: 'down', nats: 'down', redis: 'up' });
  });
});

describe('the internal health port', () => {
  it('answers /livez 200 always, /readyz 200 when ready and 503 once draining', async () => {
    const readiness = new Readiness();
    const { get } = await serve(readiness);
    expect(await get('/livez')).toEqual({ status: 200, body: { status: 'up' } });
    expect((await get('/readyz')).status).toBe(503); // still starting

    readiness.started({ database: async () => 1 });
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', ready: true, draining: false, checks: { database: 'up' } },
    });

    readiness.startDraining();
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: { status: 'not ready', ready: false, draining: true, checks: { database: 'up' } },
    });
    // Draining is not dying: the kubelet must not restart a replica finishing its work.
    expect((await get('/livez')).status).toBe(200);
  });

  it("serves the process's metrics on /metrics in Prometheus' text format", async () => {
    recordRpcHandled('test.health-port.v1', 'OK', performance.now());
    await serve(new Readiness());
    const response = await fetch(`http://127.0.0.1:${String(server!.port)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain(
      'hirerelay_rpc_server_requests_total{subject="test.health-port.v1",code="OK"} 1',
    );
  });

  it('serves nothing else', async () => {
    const { get } = await serve(new Readiness());
    expect((await get('/api/health')).status).toBe(404);
    expect((await get('/')).status).toBe(404);
    expect((await get('/metrics/x')).status).toBe(404);
  });
});
