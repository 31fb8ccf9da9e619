import type { JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SystemPingEvent } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { DurableEventConsumer, durableConsumerConfig } from './durable-consumer.js';
import type { TransactionalDb } from './sql.js';

function pingMessage(id: string): JsMsg & { nak: ReturnType<typeof vi.fn>; ack: ReturnType<typeof vi.fn> } {
  const envelope = {
    id,
    subject: SystemPingEvent.subject,
    producer: 'identity',
    occurredAt: new Date().toISOString(),
    payload: { note: 'n', requestedBy: 'test' },
  };
  return {
    headers: undefined,
    subject: SystemPingEvent.subject,
    seq: 1,
    info: { deliveryCount: 1 },
    json: () => envelope,
    ack: vi.fn(),
    nak: vi.fn(),
    term: vi.fn(),
  } as unknown as JsMsg & { nak: ReturnType<typeof vi.fn>; ack: ReturnType<typeof vi.fn> };
}

describe('DurableEventConsumer during a database outage', () => {
  it('naks each event for redelivery but logs the outage once, and its end once', async () => {
    let databaseUp = false;
    const db = {
      $transaction: vi.fn(async (work: (tx: unknown) => Promise<unknown>) => {
        if (!databaseUp) throw Object.assign(new Error("Can't reach database server"), { code: 'P1001' });
        return work({ $executeRawUnsafe: async () => 1, $queryRawUnsafe: async () => [] });
      }),
    } as unknown as TransactionalDb;
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const consumer = new DurableEventConsumer({} as NatsConnection, db, logger as unknown as Logger, {
      durableName: 'test-pings',
      contract: SystemPingEvent,
      handle: async () => undefined,
    });
    const handle = (message: JsMsg) =>
      (consumer as unknown as { handleMessage(m: JsMsg): Promise<void> }).handleMessage(message);

    const failed = [1, 2, 3].map((n) => pingMessage(`00000000-0000-4000-8000-00000000000${n}`));
    for (const message of failed) await handle(message);
    for (const message of failed) expect(message.nak).toHaveBeenCalledWith(1_000);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();

    databaseUp = true;
    const ok = pingMessage('00000000-0000-4000-8000-000000000009');
    await handle(ok);
    expect(ok.ack).toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith(
      { durableName: 'test-pings' },
      'event consumer reaches its database again',
    );
  });
});

describe('DurableEventConsumer after a commit', () => {
  it('runs the after-commit step once the event is handled, not for a redelivery already handled', async () => {
    let firstTime = true;
    const order: string[] = [];
    const db = {
      $transaction: vi.fn(async (work: (tx: unknown) => Promise<unknown>) => {
        const result = await work({
          $executeRawUnsafe: async () => (firstTime ? 1 : 0),
          $queryRawUnsafe: async () => [],
        });
        order.push('commit');
        return result;
      }),
    } as unknown as TransactionalDb;
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const afterCommit = vi.fn(() => {
      order.push('after');
      throw new Error('nudge failed');
    });
    const consumer = new DurableEventConsumer({} as NatsConnection, db, logger as unknown as Logger, {
      durableName: 'test-pings',
      contract: SystemPingEvent,
      handle: async () => {
        order.push('handle');
      },
      afterCommit,
    });
    const handle = (message: JsMsg) =>
      (consumer as unknown as { handleMessage(m: JsMsg): Promise<void> }).handleMessage(message);

    const message = pingMessage('00000000-0000-4000-8000-000000000001');
    await handle(message);
    expect(order).toEqual(['handle', 'commit', 'after']);
    expect(afterCommit).toHaveBeenCalledWith({ note: 'n', requestedBy: 'test' });
    // A failing step is logged; the event stays handled.
    expect(message.ack).toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);

    firstTime = false;
    await handle(pingMessage('00000000-0000-4000-8000-000000000001'));
    expect(afterCommit).toHaveBeenCalledTimes(1);
  });
});

describe('durableConsumerConfig', () => {
  const spec = { durableName: 'test-pings', contract: SystemPingEvent, handle: async () => undefined };

  it('keeps offering an event until it is handled, so a long outage delays events instead of losing them', () => {
    expect(durableConsumerConfig(spec)).toMatchObject({
      durable_name: 'test-pings',
      filter_subject: SystemPingEvent.subject,
      max_deliver: -1,
    });
  });

  it('takes a limit a consumer asks for', () => {
    expect(durableConsumerConfig({ ...spec, maxDeliver: 5 }).max_deliver).toBe(5);
  });
});
