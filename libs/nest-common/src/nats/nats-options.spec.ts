import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import {
  exitWhenConnectionCloses,
  markShuttingDown,
  natsConnectionOptions,
  natsServerOptions,
} from './nats-options.js';

describe('natsConnectionOptions', () => {
  it('reconnects for ever, also when NATS is not up at start', () => {
    expect(natsConnectionOptions('nats://127.0.0.1:4222', 'identity')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      name: 'identity',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      reconnectJitter: 500,
      waitOnFirstConnect: true,
    });
  });

  it('is what the services\u2019 NATS server connection uses too', () => {
    expect(natsServerOptions('identity', 'nats://n:1').options).toMatchObject({
      maxReconnectAttempts: -1,
      queue: 'identity',
    });
  });
});

describe('exitWhenConnectionCloses', () => {
  it('exits with code 1 and one fatal line when a connection closes unasked, and not once shutting down', async () => {
    const logger = { fatal: vi.fn() };
    const exit = vi.fn();
    let close!: (error?: Error) => void;
    const closed = new Promise<void | Error>((resolve) => (close = resolve));
    exitWhenConnectionCloses({ closed: () => closed }, logger as unknown as Logger, 'identity-events', exit);
    close(new Error('connection refused'));
    await closed;
    await Promise.resolve();
    expect(exit).toHaveBeenCalledWith(1);
    expect(logger.fatal).toHaveBeenCalledWith(
      expect.objectContaining({ connection: 'identity-events' }),
      expect.stringMatching(/closed for good/),
    );

    markShuttingDown();
    const exitLater = vi.fn();
    exitWhenConnectionCloses({ closed: async () => undefined }, logger as unknown as Logger, 'x', exitLater);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exitLater).not.toHaveBeenCalled();
  });
});
