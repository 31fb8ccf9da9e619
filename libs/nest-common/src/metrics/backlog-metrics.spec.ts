import { describe, expect, it, vi } from 'vitest';
import { observeConsumerBacklog, observeOutboxBacklog, observePgPool } from './backlog-metrics.js';
import { metricsRegistry } from './metrics-registry.js';

async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const { values } = await metricsRegistry.getSingleMetric(name)!.get();
  return values.find((sample) => Object.entries(labels).every(([key, each]) => sample.labels[key] === each))
    ?.value;
}

describe('observePgPool', () => {
  it("reports the pool's total, idle and waiting counts on scrape, until the pool ends", async () => {
    const pool = { totalCount: 10, idleCount: 3, waitingCount: 2, ending: false };
    observePgPool(pool);
    expect(await valueOf('hirerelay_pg_pool_clients')).toBe(10);
    expect(await valueOf('hirerelay_pg_pool_idle_clients')).toBe(3);
    expect(await valueOf('hirerelay_pg_pool_waiting_requests')).toBe(2);
    pool.idleCount = 10;
    pool.waitingCount = 0;
    expect(await valueOf('hirerelay_pg_pool_idle_clients')).toBe(10);
    expect(await valueOf('hirerelay_pg_pool_waiting_requests')).toBe(0);
    pool.ending = true;
    expect(await valueOf('hirerelay_pg_pool_clients')).toBe(0);
    pool.ending = false;
    expect(await valueOf('hirerelay_pg_pool_clients')).toBe(0);
  });
});

describe('observeOutboxBacklog', () => {
  it('reads the backlog once for several scrapes within its max age, with the oldest row age', async () => {
    const oldest = new Date(Date.now() - 60_000);
    const read = vi.fn(async () => ({ count: 4, oldestCreatedAt: oldest }));
    const detach = observeOutboxBacklog(read, 60_000);
    try {
      await metricsRegistry.metrics();
      await metricsRegistry.metrics();
      expect(await valueOf('hirerelay_outbox_pending_events')).toBe(4);
      expect(await valueOf('hirerelay_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(60);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      detach();
    }
  });

  it('shows NaN, not a reassuring 0, when the database cannot be read', async () => {
    const detach = observeOutboxBacklog(async () => Promise.reject(new Error('database away')));
    try {
      expect(await valueOf('hirerelay_outbox_pending_events')).toBeNaN();
    } finally {
      detach();
    }
  });

  it('reports 0 and age 0 when nothing waits', async () => {
    const detach = observeOutboxBacklog(async () => ({ count: 0, oldestCreatedAt: null }));
    try {
      expect(await valueOf('hirerelay_outbox_pending_events')).toBe(0);
      expect(await valueOf('hirerelay_outbox_oldest_pending_age_seconds')).toBe(0);
    } finally {
      detach();
    }
  });
});

describe('observeConsumerBacklog', () => {
  it("reports each durable consumer's pending and unacknowledged counts, until it stops", async () => {
    const detachA = observeConsumerBacklog('test-a', async () => ({ num_pending: 5, num_ack_pending: 1 }));
    const detachB = observeConsumerBacklog('test-b', async () => ({ num_pending: 0, num_ack_pending: 2 }));
    expect(await valueOf('hirerelay_event_consumer_pending_messages', { durable: 'test-a' })).toBe(5);
    expect(await valueOf('hirerelay_event_consumer_ack_pending_messages', { durable: 'test-b' })).toBe(2);
    detachA();
    detachB();
    expect(await valueOf('hirerelay_event_consumer_pending_messages', { durable: 'test-a' })).toBeUndefined();
  });
});
