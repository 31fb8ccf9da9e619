import {
  AppError,
  BillingOutboxStatusRpc,
  defineRpc,
  ErrorCode,
  JobsOutboxStatusRpc,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testLogDir, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';

const backing = inject('backing');
const logDir = testLogDir('service-skeletons');

// jobs and billing start from the same template; one file proves both wirings.
describe.each([
  { service: 'jobs', contract: JobsOutboxStatusRpc },
  { service: 'billing', contract: BillingOutboxStatusRpc },
] as const)('the $service skeleton', ({ service, contract }) => {
  let rpc: RpcClient;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    rpc = testRpcClient(backing);
    app = startService(service, backing, { logDir });
  });

  afterAll(async () => {
    await app?.stop();
    await rpc?.close();
  });

  it('answers its system/ feature through handler, service and repository, from its own database', async () => {
    const reply = await waitFor(async () => rpc.request(contract, {}), {
      timeoutMs: 30_000,
      description: `${service} answers`,
    });
    expect(reply).toEqual({ service, pendingEvents: 0, oldestPendingAt: null });
  });
});

// The shared RPC client against a real NATS server and a real Nest service (RpcReplySerializer on
// the service's side, the client's one reply inbox on the other).
describe('the RPC client on a real NATS server', () => {
  let rpc: RpcClient;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    rpc = testRpcClient(backing);
    app = startService('jobs', backing, { logDir });
    await waitFor(async () => rpc.request(JobsOutboxStatusRpc, {}), {
      timeoutMs: 30_000,
      description: 'jobs answers',
    });
  });

  afterAll(async () => {
    await app?.stop();
    await rpc?.close();
  });

  it('settles many requests in flight on one inbox, each with its own reply', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => rpc.request(JobsOutboxStatusRpc, {})));
    expect(replies).toHaveLength(50);
    for (const reply of replies) expect(reply).toMatchObject({ service: 'jobs', pendingEvents: 0 });
  });

  it('relays the JSON text the service wrote, the same value a checked request gives', async () => {
    const relayed = await rpc.relay(JobsOutboxStatusRpc, {});
    expect(JSON.parse(relayed.json)).toEqual(await rpc.request(JobsOutboxStatusRpc, {}));
  });

  it('fails at once, as SERVICE_UNAVAILABLE, on a subject nobody serves', async () => {
    const Unserved = defineRpc('nobody.serves.this.v1', z.object({}), z.object({}));
    const started = performance.now();
    const refusal = await rpc.request(Unserved, {}, { timeoutMs: 5_000 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'Request on nobody.serves.this.v1 failed: no responders',
    });
    // NATS says no one listens: no wait for the deadline.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
