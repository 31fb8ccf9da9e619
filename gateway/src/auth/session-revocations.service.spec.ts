import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { RedisClient } from '../common/infra/infra.providers.js';
import type { TGatewayEnv } from '../config/env.js';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  REVOCATIONS_CHANNEL,
  SessionRevocations,
} from './session-revocations.service.js';

/** A node-redis connection for the feed: events, SUBSCRIBE with its listener, PING. */
class FakeSubscriber extends EventEmitter {
  private listener: ((payload: string) => void) | undefined;
  readonly subscribe = vi.fn(async (_channel: string, onMessage: (payload: string) => void) => {
    this.listener = onMessage;
  });
  readonly connect = vi.fn(async () => undefined);
  readonly destroy = vi.fn();
  readonly ping = vi.fn(async (): Promise<string> => 'PONG');

  get isPubSubActive(): boolean {
    return this.listener !== undefined;
  }

  /** A message on the channel it subscribed to. */
  deliver(payload: string): void {
    this.listener?.(payload);
  }
}

/** Redis as SessionRevocations uses it: keys with TTLs, EXISTS, SCAN + PTTL, MULTI, subscribers. */
function fakeRedis(listed: Record<string, number>) {
  const subscribers: FakeSubscriber[] = [];
  let down = false;
  const redis = {
    duplicate: () => {
      const subscriber = new FakeSubscriber();
      subscribers.push(subscriber);
      return subscriber;
    },
    exists: vi.fn(async (key: string) => {
      if (down) throw new Error('connection lost');
      return key in listed ? 1 : 0;
    }),
    scan: async () => ({ cursor: '0', keys: Object.keys(listed) }),
    multi: () => {
      const keys: string[] = [];
      const transaction = {
        set: () => transaction,
        publish: () => transaction,
        exec: async () => {
          throw new Error('connection lost');
        },
        pTTL: (key: string) => (keys.push(key), transaction),
        execAsPipeline: async () => keys.map((key) => listed[key] ?? -2),
      };
      return transaction;
    },
  };
  return { redis, subscribers, setDown: () => (down = true) };
}

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger;
const config = { ACCESS_TOKEN_TTL_SECONDS: 300 } as TGatewayEnv;
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function started(listed: Record<string, number>) {
  const { redis, subscribers, setDown } = fakeRedis(listed);
  const revocations = new SessionRevocations(redis as unknown as RedisClient, config, logger);
  revocations.onModuleInit();
  const subscriber = subscribers[0];
  if (!subscriber) throw new Error('no subscriber connection opened');
  return { redis, subscriber, subscribers, setDown, revocations };
}

describe('SessionRevocations', () => {
  it('asks Redis per check until the subscription is up and the listing read', async () => {
    const { redis, revocations } = await started({ 'session:revoked:old': 120_000 });
    expect(await revocations.isRevoked('old')).toBe(true);
    expect(await revocations.isRevoked('live')).toBe(false);
    expect(redis.exists).toHaveBeenCalledTimes(2);
    revocations.onApplicationShutdown();
  });

  it('once warm, answers from memory: the listing read at start and the ids published since', async () => {
    const { redis, subscriber, revocations } = await started({ 'session:revoked:old': 120_000 });
    subscriber.emit('ready');
    await settle();
    expect(subscriber.subscribe).toHaveBeenCalledWith(REVOCATIONS_CHANNEL, expect.any(Function));
    subscriber.deliver(JSON.stringify(['new']));
    expect(await revocations.isRevoked('old')).toBe(true);
    expect(await revocations.isRevoked('new')).toBe(true);
    expect(await revocations.isRevoked('live')).toBe(false);
    expect(redis.exists).not.toHaveBeenCalled();
    revocations.onApplicationShutdown();
  });

  it('falls back to Redis when the subscriber connection closes, and fails closed when Redis is down', async () => {
    const { redis, subscriber, setDown, revocations } = await started({});
    subscriber.emit('ready');
    await settle();
    expect(await revocations.isRevoked('live')).toBe(false);
    subscriber.emit('reconnecting');
    expect(await revocations.isRevoked('live')).toBe(false);
    expect(redis.exists).toHaveBeenCalledTimes(1);
    setDown();
    await expect(revocations.isRevoked('live')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    revocations.onApplicationShutdown();
  });

  it('does not trust a listing read that a lost connection interrupted', async () => {
    const { subscriber, redis, revocations } = await started({});
    subscriber.emit('ready');
    subscriber.emit('reconnecting');
    await settle();
    expect(await revocations.isRevoked('live')).toBe(false);
    expect(redis.exists).toHaveBeenCalledTimes(1);
    revocations.onApplicationShutdown();
  });

  it('tells its listeners of every ended session: its own, the published ones and those read after a reconnection', async () => {
    const { subscriber, revocations } = await started({ 'session:revoked:missed': 120_000 });
    const heard: string[][] = [];
    const stop = revocations.onRevoked((ids) => heard.push([...ids]));
    await revocations.revoke(['own'], 'logout');
    subscriber.emit('ready');
    await settle();
    subscriber.deliver(JSON.stringify(['other-replica']));
    // Revoked while the subscriber was away: found when the listing is read again.
    subscriber.emit('reconnecting');
    subscriber.emit('ready');
    await settle();
    expect(heard).toEqual([['own'], ['missed'], ['other-replica'], ['missed']]);
    // Subscribed once: node-redis renews the subscription itself on a new connection.
    expect(subscriber.subscribe).toHaveBeenCalledTimes(1);
    stop();
    await revocations.revoke(['after'], 'logout');
    expect(heard).toHaveLength(4);
    revocations.onApplicationShutdown();
  });

  it('refuses a session it revoked itself at once, even while cold and with the Redis write lost', async () => {
    const { redis, revocations } = await started({});
    expect(await revocations.revoke(['ended'], 'logout')).toBe(false);
    expect(await revocations.isRevoked('ended')).toBe(true);
    expect(redis.exists).not.toHaveBeenCalled();
    revocations.onApplicationShutdown();
  });

  it('replaces a subscriber connection that stops answering PINGs and checks Redis until warm again', async () => {
    vi.useFakeTimers();
    try {
      const { redis, subscriber, subscribers, revocations } = await started({});
      subscriber.emit('ready');
      await vi.advanceTimersByTimeAsync(0);
      expect(await revocations.isRevoked('live')).toBe(false);
      expect(redis.exists).not.toHaveBeenCalled();

      // An answering connection is kept.
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
      expect(subscriber.ping).toHaveBeenCalledTimes(1);
      expect(subscriber.destroy).not.toHaveBeenCalled();

      // A silent one (dead without a close) is dropped when the answer is late, and the copy is cold.
      subscriber.ping.mockImplementation(() => new Promise<string>(() => undefined));
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS);
      expect(subscriber.destroy).toHaveBeenCalled();
      expect(await revocations.isRevoked('live')).toBe(false);
      expect(redis.exists).toHaveBeenCalledTimes(1);

      // A new connection takes its place: subscribed and read again, the copy is warm.
      expect(subscribers).toHaveLength(2);
      expect(subscribers[1]?.connect).toHaveBeenCalled();
      subscribers[1]?.emit('ready');
      await vi.advanceTimersByTimeAsync(0);
      expect(subscribers[1]?.subscribe).toHaveBeenCalledWith(REVOCATIONS_CHANNEL, expect.any(Function));
      expect(await revocations.isRevoked('live')).toBe(false);
      expect(redis.exists).toHaveBeenCalledTimes(1);
      revocations.onApplicationShutdown();
    } finally {
      vi.useRealTimers();
    }
  });
});
