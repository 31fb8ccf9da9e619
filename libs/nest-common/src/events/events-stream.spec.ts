import type { NatsConnection } from '@nats-io/transport-node';
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

const nc = {} as NatsConnection;

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
  beforeEach(() => vi.clearAllMocks());

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
