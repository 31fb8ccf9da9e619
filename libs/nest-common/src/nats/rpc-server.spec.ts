import { describe, expect, it, vi } from 'vitest';
import { metricsRegistry } from '../metrics/metrics-registry.js';
import { recordRpcSubscriptions } from '../metrics/rpc-metrics.js';
import { RpcServer } from './rpc-server.js';

describe('RpcServer', () => {
  const server = new RpcServer({ servers: ['nats://127.0.0.1:1'] });

  it('routes a dotted subject to itself without trying it as JSON', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(server.getRouteFromPattern('content.blog.list-published.v1')).toBe(
        'content.blog.list-published.v1',
      );
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('still normalises a JSON pattern as Nest does', () => {
    expect(server.getRouteFromPattern('{"cmd":"sum","b":1}')).toBe('{"b":1,"cmd":"sum"}');
    expect(server.getRouteFromPattern('plain')).toBe('plain');
  });

  it('on close drains its subscriptions (requests already routed to it are handled) before closing', async () => {
    const stopping = new RpcServer({
      servers: ['nats://127.0.0.1:1'],
      gracefulShutdown: true,
      gracePeriod: 0,
    });
    const steps: string[] = [];
    const subscription = {
      drain: vi.fn(async () => void steps.push('drain')),
      unsubscribe: vi.fn(() => void steps.push('unsubscribe')),
    };
    Object.assign(stopping, {
      subscriptions: [subscription],
      natsClient: { close: vi.fn(async () => void steps.push('close')) },
    });
    await stopping.close();
    // Never a bare unsubscribe: the messages NATS sent before it would be dropped.
    expect(steps).toEqual(['drain', 'close']);
  });

  it('lowers the queue-group subscriptions gauge when it drains, before the drain completes', async () => {
    const subscriptionsGauge = async () =>
      (await metricsRegistry.getSingleMetric('hirerelay_rpc_subscriptions')!.get()).values.filter(
        (sample) => sample.value > 0,
      );
    recordRpcSubscriptions([
      { subject: 'jobs.job.list.v1', queue: 'jobs' },
      { subject: 'jobs.job.get.v1', queue: 'jobs' },
    ]);
    expect(await subscriptionsGauge()).toHaveLength(2);
    const stopping = new RpcServer({
      servers: ['nats://127.0.0.1:1'],
      gracefulShutdown: true,
      gracePeriod: 0,
    });
    let duringDrain: unknown[] = [];
    const subscription = {
      drain: vi.fn(async () => {
        duringDrain = await subscriptionsGauge();
      }),
    };
    Object.assign(stopping, {
      subscriptions: [subscription],
      natsClient: { close: vi.fn(async () => undefined) },
    });
    await stopping.close();
    expect(duringDrain).toEqual([]);
    expect(await subscriptionsGauge()).toEqual([]);
  });
});
