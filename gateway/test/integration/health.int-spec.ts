import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { HEALTH_PARTS, SERVICE_NAMES, ZHttpErrorBody, ZSystemHealth } from '@hirerelay/contracts';
import {
  readLogLines,
  startService,
  startTestSystem,
  testLogDir,
  waitFor,
  type RunningSystem,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const backing = inject('backing');
const logDir = testLogDir('gateway-health');
let system: RunningSystem;

beforeAll(async () => {
  // These tests watch each call fan out; the shared, cached answer is tested in health-load.int-spec.ts.
  // Services log a quick RPC at debug (the gateway's access line is the info line of a request).
  // A system of its own: these tests stop billing and count each service's debug lines.
  system = await startTestSystem(backing, logDir, {
    gatewayEnv: { HEALTH_CACHE_MS: '0' },
    appEnv: { LOG_LEVEL: 'debug' },
  });
});
afterAll(async () => {
  await system?.stop();
});

async function getHealth(requestId?: string) {
  const response = await fetch(`${system.url}/api/health`, {
    headers: requestId ? { 'x-request-id': requestId } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    body: ZSystemHealth.parse(await response.json()),
  };
}

describe('GET /api/health', () => {
  it('answers 200 with every service, Postgres, NATS, Redis, the object store and the live-events feed up', async () => {
    const { status, body } = await getHealth();
    expect(status).toBe(200);
    expect(body.status).toBe('up');
    expect(body.down).toEqual([]);
    for (const part of HEALTH_PARTS) {
      expect(body.parts[part].status, part).toBe('up');
    }
  });

  it('reaches each service over NATS, which checks its database, under the caller request id', async () => {
    const requestId = `health-${randomUUID()}`;
    const { headers } = await getHealth(requestId);
    expect(headers.get('x-request-id')).toBe(requestId);
    for (const service of SERVICE_NAMES) {
      const logFile = path.join(logDir, `${service}.log`);
      await waitFor(
        () =>
          readLogLines(logFile).some(
            (line) => line.requestId === requestId && line.subject === `${service}.health.check.v1`,
          ),
        { timeoutMs: 5_000, description: `${service} logs the health request with its request id` },
      );
    }
    // The access-log line is written once the response has gone out.
    await waitFor(
      () =>
        readLogLines(path.join(logDir, 'gateway.log')).some(
          (line) => line.requestId === requestId && line.url === '/api/health',
        ),
      { timeoutMs: 5_000, description: 'the gateway logs the request with its request id' },
    );
  });

  it('answers 503 naming the service that is down, and 200 again once it is back', async () => {
    const billing = system.apps.find((app) => app.name === 'billing')!;
    await billing.stop();

    const down = await getHealth();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('down');
    expect(down.body.down).toEqual(['billing']);
    expect(down.body.parts.billing.detail).toBe('not answering');
    // The public body names what is down; the reason is in the gateway's log, not in the answer.
    expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|nats:|\.v1/);
    expect(down.body.parts.identity.status).toBe('up');

    const restarted = startService('billing', backing, { logDir });
    system.apps[system.apps.indexOf(billing)] = restarted;
    await waitFor(async () => (await getHealth()).status === 200, {
      timeoutMs: 30_000,
      description: 'health is back to 200 after billing restarts',
    });
  });
});

describe('gateway HTTP conventions', () => {
  it('answers an unknown API route with the one error shape and no stack trace', async () => {
    const response = await fetch(`${system.url}/api/no-such-route`);
    expect(response.status).toBe(404);
    const body = ZHttpErrorBody.parse(await response.json());
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${system.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('publishes its OpenAPI document and the interactive docs', async () => {
    const document = (await (await fetch(`${system.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const docs = await fetch(`${system.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('HireRelay API');
  });
});
