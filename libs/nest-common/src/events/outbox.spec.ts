import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxRelay, retryWaitMs } from './outbox.js';
import type { TransactionalDb } from './sql.js';

describe('retryWaitMs', () => {
  it('doubles from the poll interval and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryWaitMs(n, 500, 5_000))).toEqual([
      500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});

describe('OutboxRelay during a database outage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('backs off, logs one warn line when the outage starts and one info line when it ends', async () => {
    let databaseUp = false;
    const attempts: number[] = [];
    const db = {
      $transaction: vi.fn(async (work: (tx: unknown) => Promise<unknown>) => {
        attempts.push(Date.now());
        if (!databaseUp) {
          throw Object.assign(new Error("Can't reach database server"), { code: 'P1001' });
        }
        return work({ $queryRawUnsafe: async () => [], $executeRawUnsafe: async () => 0 });
      }),
      $executeRawUnsafe: vi.fn(async () => 0),
    } as unknown as TransactionalDb;
    const logger = { warn: vi.fn(), info: vi.fn(), debug: vi.fn(), error: vi.fn() };
    const relay = new OutboxRelay(
      { options: {} } as unknown as NatsConnection,
      db,
      logger as unknown as Logger,
      {
        pollMs: 500,
        maxRetryWaitMs: 4_000,
      },
    );

    relay.start();
    await vi.advanceTimersByTimeAsync(60_000);
    // 0, +500, +1000, +2000, then every 4000 ms: 3 + 15 attempts in a minute, not 120.
    expect(attempts.length).toBeLessThanOrEqual(19);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    expect(gaps.slice(0, 4)).toEqual([500, 1_000, 2_000, 4_000]);
    expect(Math.max(...gaps)).toBe(4_000);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![1]).toMatch(/cannot publish/);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ databaseUnreachable: true });
    expect(logger.error).not.toHaveBeenCalled();

    databaseUp = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info.mock.calls[0]![1]).toBe('outbox relay publishing again');
    // Back to the normal poll interval.
    const before = attempts.length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts.length - before).toBe(4);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    const stopped = relay.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
  });
});
