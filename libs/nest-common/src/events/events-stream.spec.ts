import { TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM } from '@hirerelay/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, ZBaseEnv } from '../config/load-config.js';
import { ensureEventsStream } from './events-stream.js';

const streams = {
  info: vi.fn(),
  add: vi.fn(async () => ({})),
  update: vi.fn(async () => ({})),
};
vi.mock('@nats-io/jetstream', async (original) => ({
  ...(await original<typeof import('@nats-io/jetstream')>()),
  jetstreamManager: async () => ({ streams }),
}));

let closed = false;
const nc = { isClosed: () => closed } as unknown as NatsConnection;

describe('EVENTS_STREAM_REPLICAS', () => {
  const base = { NATS_URL: 'nats://127.0.0.1:4222' };

  it('is 1 when unset (one local NATS server) and takes the cluster size when set', () => {
    expect(loadConfig('test', ZBaseEnv, base).EVENTS_STREAM_REPLICAS).toBe(1);
    expect(
      loadConfig('test', ZBaseEnv, { ...base, EVENTS_STREAM_REPLICAS: '3' }).EVENTS_STREAM_REPLICAS,
    ).toBe(3);
    expect(() => loadConfig('test', ZBaseEnv, { ...base, EVENTS_STREAM_REPLICAS: '0' })).toThrow(
      /EVENTS_STREAM_REPLICAS/,
    );
  });
});

describe('ensureEventsStream', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    streams.add.mockResolvedValue({});
    streams.update.mockResolvedValue({});
    closed = false;
  });

  it('creates a missing stream with the configured number of replicas', async () => {
    streams.info.mockRejectedValue(new Error('stream not found'));
    await ensureEventsStream(nc, { replicas: 3 });
    expect(streams.add).toHaveBeenCalledWith(
      expect.objectContaining({ name: EVENTS_STREAM.name, num_replicas: 3 }),
    );
  });

  it('changes an existing stream to the configured replicas, and leaves a matching one alone', async () => {
    streams.info.mockResolvedValue({ config: { name: EVENTS_STREAM.name, num_replicas: 1 } });
    await ensureEventsStream(nc, { replicas: 3 });
    expect(streams.update).toHaveBeenCalledWith(EVENTS_STREAM.name, { num_replicas: 3 });

    streams.update.mockClear();
    await ensureEventsStream(nc, { replicas: 1 });
    expect(streams.update).not.toHaveBeenCalled();
    expect(streams.add).not.toHaveBeenCalled();
  });
});

describe('ensureEventsStream under a loaded or absent JetStream', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    closed = false;
  });

  it('tries again with growing pauses after a TimeoutError, and resolves once the stream is made', async () => {
    streams.info.mockRejectedValue(new Error('stream not found'));
    streams.add
      .mockRejectedValueOnce(new TimeoutError())
      .mockRejectedValueOnce(new TimeoutError())
      .mockResolvedValue({});
    const retries: [number, number][] = [];
    await expect(
      ensureEventsStream(nc, {
        replicas: 1,
        retryDelaysMs: [1, 2],
        onRetry: (error, attempt, delayMs) => {
          expect(error).toBeInstanceOf(TimeoutError);
          retries.push([attempt, delayMs]);
        },
      }),
    ).resolves.toBeUndefined();
    expect(streams.add).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('keeps the last pause for every further try (it never gives up while the connection lives)', async () => {
    streams.info.mockRejectedValue(new TimeoutError());
    streams.add.mockRejectedValue(new TimeoutError());
    const delays: number[] = [];
    const waiting = ensureEventsStream(nc, {
      replicas: 1,
      retryDelaysMs: [1, 2],
      onRetry: (_error, attempt, delayMs) => {
        delays.push(delayMs);
        if (attempt === 5) streams.add.mockResolvedValue({});
      },
    });
    await expect(waiting).resolves.toBeUndefined();
    expect(delays).toEqual([1, 2, 2, 2, 2]);
  });

  it('gives up only when the connection has closed for good', async () => {
    streams.info.mockRejectedValue(new TimeoutError());
    streams.add.mockRejectedValue(new TimeoutError());
    closed = true;
    await expect(ensureEventsStream(nc, { replicas: 1, retryDelaysMs: [1] })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });
});
