import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SystemPingEvent, type TEventEnvelope } from '@hirerelay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE, LOGGER, NATS_CONNECTION } from '../bootstrap/tokens.js';
import { defineEventConsumer, eventConsumerToken } from './define-event-consumer.js';
import type { EventHandlerSpec } from './durable-consumer.js';
import type { SqlExecutor, TransactionalDb } from './sql.js';

/** Stands in for the JetStream consumer: records what it was built with and its start and stop. */
const built = vi.hoisted(
  () =>
    [] as {
      nc: unknown;
      db: TransactionalDb;
      spec: EventHandlerSpec<typeof SystemPingEvent, SqlExecutor>;
      calls: string[];
    }[],
);
vi.mock('./durable-consumer.js', () => ({
  DurableEventConsumer: class {
    private readonly calls: string[] = [];
    constructor(nc: unknown, db: TransactionalDb, _logger: unknown, spec: never) {
      built.push({ nc, db, spec, calls: this.calls });
    }
    async start() {
      this.calls.push('start');
    }
    async stop() {
      this.calls.push('stop');
    }
  },
}));

@Injectable()
class PingRecorder {
  readonly recorded: { tx: unknown; eventId: string; note: string }[] = [];
  async record(tx: unknown, eventId: string, note: string) {
    this.recorded.push({ tx, eventId, note });
  }
}

const nc = { name: 'nats' };
const transaction = vi.fn(async (work: (tx: unknown) => Promise<unknown>, _options?: unknown) => work('tx'));
const db = { $transaction: transaction } as unknown as TransactionalDb;

async function appWith(provider: ReturnType<typeof defineEventConsumer>) {
  @Module({
    providers: [
      { provide: NATS_CONNECTION, useValue: nc },
      { provide: DATABASE, useValue: db },
      { provide: LOGGER, useValue: { info: vi.fn() } },
      PingRecorder,
      provider,
    ],
  })
  class TestModule {}
  return NestFactory.createApplicationContext(TestModule, { logger: false });
}

describe('defineEventConsumer', () => {
  it('builds the durable consumer from the definition, starts it with the app and stops it on close', async () => {
    built.length = 0;
    const app = await appWith(
      defineEventConsumer({
        durableName: 'test-system-ping',
        contract: SystemPingEvent,
        handler: PingRecorder,
        handle: (pings, payload, envelope, tx) => pings.record(tx, envelope.id, payload.note),
        maxDeliver: 5,
      }),
    );
    expect(built).toHaveLength(1);
    const [consumer] = built;
    expect(consumer?.nc).toBe(nc);
    expect(consumer?.db).toBe(db);
    expect(consumer?.spec).toMatchObject({
      durableName: 'test-system-ping',
      contract: SystemPingEvent,
      maxDeliver: 5,
    });
    expect(consumer?.calls).toEqual(['start']);

    // The handler is the injected provider, called with the consumer's transaction.
    const envelope = { id: 'event-1' } as TEventEnvelope;
    await consumer?.spec.handle({ note: 'hello', requestedBy: 'test' }, envelope, 'tx' as never);
    expect(app.get(PingRecorder).recorded).toEqual([{ tx: 'tx', eventId: 'event-1', note: 'hello' }]);
    expect(app.get(eventConsumerToken('test-system-ping'))).toBeDefined();

    await app.close();
    expect(consumer?.calls).toEqual(['start', 'stop']);
  });

  it('gives the transactions a longer timeout when the definition asks for one', async () => {
    built.length = 0;
    transaction.mockClear();
    const app = await appWith(
      defineEventConsumer({
        durableName: 'test-slow',
        contract: SystemPingEvent,
        handler: PingRecorder,
        handle: async () => undefined,
        transactionTimeoutMs: 60_000,
      }),
    );
    await built[0]?.db.$transaction(async () => undefined);
    expect(transaction.mock.calls[0]?.[1]).toEqual({ timeout: 60_000 });
    await app.close();
  });
});
