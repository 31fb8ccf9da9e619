import { BillingOutboxStatusRpc, JobsOutboxStatusRpc } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import { startService, testLogDir, testRpcClient, waitFor, type RunningApp } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

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
