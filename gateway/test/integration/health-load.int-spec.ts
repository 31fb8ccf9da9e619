import http from 'node:http';
import path from 'node:path';
import { SERVICE_NAMES, ZHttpErrorBody, ZLiveness, ZSystemHealth } from '@hirerelay/contracts';
import { readLogLines, startTestSystem, testLogDir, type RunningSystem } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * `GET /api/health` under load: a burst costs one fan-out, the detailed route is
 * limited per address, and `GET /api/health/live` answers from the gateway alone.
 */
const backing = inject('backing');
const logDir = testLogDir('gateway-health-load');
const HEALTH_LIMIT = 30;
let system: RunningSystem;

beforeAll(async () => {
  // A system of its own: it counts the services' debug lines under load (LOG_LEVEL=debug everywhere).
  system = await startTestSystem(backing, logDir, {
    gatewayEnv: { HEALTH_CACHE_MS: '5000', RATE_LIMIT_HEALTH: `${HEALTH_LIMIT}/60` },
    // The count below reads the services' per-RPC lines, which a quick RPC writes at debug.
    appEnv: { LOG_LEVEL: 'debug' },
  });
});
afterAll(async () => {
  await system?.stop();
});

/** A GET from a chosen loopback address: each address has its own rate-limit count. */
function getFrom(localAddress: string, urlPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown }>(
    (resolve, reject) => {
      const request = http.get(new URL(urlPath, system.url), { localAddress, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      });
      request.on('error', reject);
    },
  );
}

/** How many health checks each service has answered so far (its log has one line per RPC). */
function healthChecksAnswered(): number {
  return SERVICE_NAMES.reduce(
    (total, service) =>
      total +
      readLogLines(path.join(logDir, `${service}.log`)).filter(
        (line) => line.subject === `${service}.health.check.v1` && line.msg === 'rpc handled',
      ).length,
    0,
  );
}

describe('GET /api/health under load', () => {
  it('answers a burst of 25 calls with the same report from at most one check per service', async () => {
    // Whether or not a fresh answer is cached, a burst shorter than HEALTH_CACHE_MS starts at most one check.
    const before = healthChecksAnswered();
    const replies = await Promise.all(Array.from({ length: 25 }, () => getFrom('127.0.0.3', '/api/health')));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(ZSystemHealth.parse(reply.body).status).toBe('up');
    }
    expect(healthChecksAnswered() - before).toBeLessThanOrEqual(SERVICE_NAMES.length);
  });

  it(`limits each address to ${HEALTH_LIMIT} calls a minute, with Retry-After, and leaves others alone`, async () => {
    for (let i = 0; i < HEALTH_LIMIT; i++)
      expect((await getFrom('127.0.0.2', '/api/health')).status).toBe(200);
    const refused = await getFrom('127.0.0.2', '/api/health');
    expect(refused.status).toBe(429);
    expect(ZHttpErrorBody.parse(refused.body).error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await getFrom('127.0.0.4', '/api/health')).status).toBe(200);
    // The liveness route is not limited.
    expect((await getFrom('127.0.0.2', '/api/health/live')).status).toBe(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 from the gateway alone, asking no service', async () => {
    const before = healthChecksAnswered();
    for (let i = 0; i < 5; i++) {
      const reply = await getFrom('127.0.0.5', '/api/health/live');
      expect(reply.status).toBe(200);
      expect(ZLiveness.parse(reply.body)).toEqual({ status: 'up' });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect(healthChecksAnswered()).toBe(before);
  });

  it('is documented next to the detailed route', async () => {
    const document = (await (await fetch(`${system.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    expect(Object.keys(document.paths['/api/health/live']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '429',
      '503',
    ]);
  });
});
