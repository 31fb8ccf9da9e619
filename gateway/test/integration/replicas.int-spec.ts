import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ANY_INTERNAL_PORT,
  internalUrlOf,
  signedUpSession,
  startGateway,
  startOwnTestServers,
  startService,
  testLogDir,
  waitFor,
  type HttpSession,
  type RunningApp,
  type TestServers,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm run bench:replicas` in small (issue 28): two replicas of jobs behind one gateway, a read
 * load through it, and one jobs replica stopped with SIGTERM in the middle, as an orchestrator
 * stops a pod. No request may fail, and the replica must exit 0 once it has drained. Servers of
 * its own: the suite's shared system runs a jobs replica of its own in the same queue group.
 */
const logDir = testLogDir('gateway-replicas');
const LOAD_MS = 9_000;
const SIGTERM_AFTER_MS = 3_000;
const IN_FLIGHT = 6;

let servers: TestServers;
const apps: RunningApp[] = [];
let jobs: { app: RunningApp; internal: string }[] = [];
let gatewayUrl = '';
let session: HttpSession;

const ready = (internal: string) => async () =>
  (await fetch(`${internal}/readyz`).catch(() => null))?.status === 200;

beforeAll(async () => {
  servers = await startOwnTestServers();
  apps.push(startService('identity', servers.env, { logDir: `${logDir}/identity` }));
  const replicas = [1, 2].map((replica) =>
    startService('jobs', servers.env, {
      logDir: `${logDir}/jobs-${String(replica)}`,
      env: ANY_INTERNAL_PORT,
    }),
  );
  apps.push(...replicas);
  const gateway = await startGateway(servers.env, { logDir: `${logDir}/gateway` });
  apps.push(gateway);
  gatewayUrl = gateway.url;
  jobs = await Promise.all(replicas.map(async (app) => ({ app, internal: await internalUrlOf(app) })));
  await waitFor(
    async () => (await fetch(`${gatewayUrl}/api/health/live`).catch(() => null))?.status === 200,
    { timeoutMs: 60_000, description: 'the gateway answers' },
  );
  ({ session } = await signedUpSession(gatewayUrl));
}, 180_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await servers?.stop();
  jobs = [];
});

describe('two jobs replicas under a read load', () => {
  it('one stopped with SIGTERM mid-load drains: 0 failed requests, and it exits 0', async () => {
    const [stopped, kept] = jobs as [(typeof jobs)[0], (typeof jobs)[0]];
    const statuses = new Map<number | string, number>();
    const deadline = Date.now() + LOAD_MS;
    const loop = async () => {
      while (Date.now() < deadline) {
        const status = await session.get('/api/jobs').then(
          (answer) => answer.status,
          (error: unknown) => `network: ${String(error)}`,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: IN_FLIGHT }, loop));
    await sleep(SIGTERM_AFTER_MS);
    const servedBefore = statuses.get(200) ?? 0;
    process.kill(stopped.app.pid, 'SIGTERM');
    const code = await stopped.app.exited;
    await load;

    expect(servedBefore).toBeGreaterThan(0);
    // Every request answered 200, before, during and after the stop.
    expect(Object.fromEntries(statuses)).toEqual({ 200: expect.any(Number) });
    expect(statuses.get(200)).toBeGreaterThan(servedBefore);
    expect(code).toBe(0);
    // It drained: not ready first, then Nest's shutdown, then gone.
    const log = fs.readFileSync(stopped.app.logFile, 'utf8');
    expect(log).toContain('draining: not ready from now on');
    expect(await ready(kept.internal)()).toBe(true);
  }, 60_000);
});
