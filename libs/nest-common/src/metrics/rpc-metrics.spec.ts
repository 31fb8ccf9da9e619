import { NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from './metrics-registry.js';
import { recordRpcCall, recordRpcHandled, recordRpcSubscriptions, rpcCallOutcome } from './rpc-metrics.js';

async function samples(name: string) {
  return (await metricsRegistry.getSingleMetric(name)!.get()).values;
}

describe('rpcCallOutcome', () => {
  it('tells a timeout, nobody serving the subject and other failures apart', () => {
    expect(rpcCallOutcome(undefined)).toBe('ok');
    expect(rpcCallOutcome(new TimeoutError())).toBe('timeout');
    expect(rpcCallOutcome(new NoRespondersError('jobs.job.list.v1'))).toBe('no_responders');
    // As ReplyInbox rejects it: a RequestError caused by the server's 503.
    expect(
      rpcCallOutcome(new RequestError('no responders', { cause: new NoRespondersError('jobs.job.list.v1') })),
    ).toBe('no_responders');
    expect(rpcCallOutcome(new RequestError('connection closed'))).toBe('error');
    expect(rpcCallOutcome(new Error('boom'))).toBe('error');
  });
});

describe('recordRpcCall and recordRpcHandled', () => {
  it('count by subject and outcome (client) or result code (server), and time each', async () => {
    const started = performance.now();
    recordRpcCall('test.client.v1', started);
    recordRpcCall('test.client.v1', started, new TimeoutError());
    recordRpcHandled('test.server.v1', 'OK', started);
    recordRpcHandled('test.server.v1', 'NOT_FOUND', started);
    recordRpcHandled('test.server.v1', 'NOT_FOUND', started);

    const calls = (await samples('hirerelay_rpc_client_requests_total')).filter(
      (sample) => sample.labels.subject === 'test.client.v1',
    );
    expect(calls.map((sample) => [sample.labels.outcome, sample.value])).toEqual([
      ['ok', 1],
      ['timeout', 1],
    ]);
    const handled = (await samples('hirerelay_rpc_server_requests_total')).filter(
      (sample) => sample.labels.subject === 'test.server.v1',
    );
    expect(handled.map((sample) => [sample.labels.code, sample.value])).toEqual([
      ['OK', 1],
      ['NOT_FOUND', 2],
    ]);
    const timed = (await samples('hirerelay_rpc_server_duration_seconds')).find(
      (sample) =>
        sample.labels.subject === 'test.server.v1' &&
        (sample as { metricName?: string }).metricName?.endsWith('_count'),
    );
    expect(timed?.value).toBe(3);
  });
});

describe('recordRpcSubscriptions', () => {
  it('holds one series per subscription (subject and queue group), replacing the previous set', async () => {
    recordRpcSubscriptions([
      { subject: 'identity.auth.login.v1', queue: 'identity' },
      { subject: 'identity.auth.signup.v1', queue: 'identity' },
    ]);
    recordRpcSubscriptions([{ subject: 'identity.auth.login.v1', queue: 'identity' }]);
    expect(
      (await samples('hirerelay_rpc_subscriptions')).map((sample) => [sample.labels, sample.value]),
    ).toEqual([[{ subject: 'identity.auth.login.v1', queue: 'identity' }, 1]]);
  });
});
