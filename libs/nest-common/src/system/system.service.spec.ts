import { describe, expect, it } from 'vitest';
import type { TransactionRunner } from '../database/transactions.js';
import type { SqlExecutor } from '../events/sql.js';
import type { OutboxStatusRepository, PendingOutbox } from './outbox-status.repository.js';
import type { ReceivedPing, ReceivedPingRepository } from './received-ping.repository.js';
import { SystemService } from './system.service.js';

const serviceWith = (service: 'billing' | 'jobs', pending: PendingOutbox, ping: ReceivedPing | null = null) =>
  new SystemService(
    service,
    { pending: async () => pending } as unknown as OutboxStatusRepository,
    { find: async () => ping } as unknown as ReceivedPingRepository,
    {} as TransactionRunner<SqlExecutor>,
    { kick: () => undefined },
  );

describe('SystemService.outboxStatus', () => {
  it.each(['billing', 'jobs'] as const)(
    'reports %s’s waiting events and the oldest one as an ISO time',
    async (name) => {
      const reply = await serviceWith(name, {
        count: 3,
        oldestCreatedAt: new Date('2026-11-23T05:00:00.000Z'),
      }).outboxStatus({});
      expect(reply).toEqual({ service: name, pendingEvents: 3, oldestPendingAt: '2026-11-23T05:00:00.000Z' });
    },
  );

  it('reports an empty outbox with no time', async () => {
    expect(await serviceWith('billing', { count: 0, oldestCreatedAt: null }).outboxStatus({})).toEqual({
      service: 'billing',
      pendingEvents: 0,
      oldestPendingAt: null,
    });
  });
});

describe('SystemService.receivedPing', () => {
  const eventId = '6f1c2b8e-1111-4a2b-9c3d-000000000001';

  it('reports a ping never received as handled 0 times', async () => {
    expect(await serviceWith('jobs', { count: 0, oldestCreatedAt: null }).receivedPing({ eventId })).toEqual({
      eventId,
      timesHandled: 0,
      note: null,
      receivedAt: null,
    });
  });

  it('reports a received ping with its note and time', async () => {
    const ping = { note: 'hello', timesHandled: 1, receivedAt: new Date('2026-11-27T10:00:00.000Z') };
    expect(
      await serviceWith('jobs', { count: 0, oldestCreatedAt: null }, ping).receivedPing({ eventId }),
    ).toEqual({ eventId, timesHandled: 1, note: 'hello', receivedAt: '2026-11-27T10:00:00.000Z' });
  });
});
