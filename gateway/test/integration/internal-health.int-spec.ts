import fs from 'node:fs';
import {
  ANY_INTERNAL_PORT,
  internalUrlOf,
  startGateway,
  startService,
  testLogDir,
  type RunningApp,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The internal health port (INTERNAL_PORT) of a service and of the gateway, as a cluster's kubelet
 * probes it: /livez and /readyz there, neither on the gateway's public port. Apps of this file's
 * own (a content replica and a gateway on `backing`), since the shared system runs without
 * internal ports and this file stops its service.
 */
const backing = inject('backing');
const logDir = testLogDir('internal-health');
let content: RunningApp;
let gateway: RunningApp & { url: string };
let contentInternal: string;
let gatewayInternal: string;

async function get(url: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a 404 page): the status says enough
  }
  return { status: response.status, body };
}

beforeAll(async () => {
  content = startService('content', backing, { logDir, env: ANY_INTERNAL_PORT });
  gateway = await startGateway(backing, { logDir, env: ANY_INTERNAL_PORT });
  [contentInternal, gatewayInternal] = await Promise.all([internalUrlOf(content), internalUrlOf(gateway)]);
});
afterAll(async () => {
  await Promise.all([content?.stop(), gateway?.stop()]);
});

describe('the internal health port', () => {
  it('a service answers /livez and /readyz there, ready with its database and NATS up', async () => {
    expect(await get(`${contentInternal}/livez`)).toEqual({ status: 200, body: { status: 'up' } });
    expect(await get(`${contentInternal}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', ready: true, draining: false, checks: { database: 'up', nats: 'up' } },
    });
  });

  it('the gateway answers them on its internal port, ready with NATS and Redis up', async () => {
    expect(await get(`${gatewayInternal}/livez`)).toEqual({ status: 200, body: { status: 'up' } });
    expect(await get(`${gatewayInternal}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', ready: true, draining: false, checks: { nats: 'up', redis: 'up' } },
    });
  });

  it('the public gateway port serves neither, and keeps /api/health/live as it was', async () => {
    expect((await get(`${gateway.url}/livez`)).status).toBe(404);
    expect((await get(`${gateway.url}/readyz`)).status).toBe(404);
    expect(await get(`${gateway.url}/api/health/live`)).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('on SIGTERM a service turns not ready (draining) before it exits', async () => {
    const seen: { status: number; draining?: unknown }[] = [];
    let exited = false;
    void content.exited.then(() => (exited = true));
    process.kill(content.pid, 'SIGTERM');
    while (!exited) {
      const answer = await get(`${contentInternal}/readyz`).catch(() => null);
      if (!answer) break; // the port closed with the process
      seen.push({ status: answer.status, draining: answer.body?.draining });
      if (answer.status === 503) break;
    }
    expect(seen.at(-1)).toEqual({ status: 503, draining: true });
    await content.exited;
    // Not ready first, then Nest's drain (the existing shutdown path), then gone.
    const log = fs.readFileSync(content.logFile, 'utf8');
    const draining = log.indexOf('draining: not ready from now on');
    expect(draining).toBeGreaterThan(-1);
    expect(log.indexOf('"shutting down"', draining)).toBeGreaterThan(draining);
  });
});
