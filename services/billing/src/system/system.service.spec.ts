import { describe, expect, it } from 'vitest';
import type { OutboxStatusRepository, PendingOutbox } from './outbox-status.repository.js';
import { SystemService } from './system.service.js';

const serviceWith = (pending: PendingOutbox) =>
  new SystemService({ pending: async () => pending } as unknown as OutboxStatusRepository);

describe('SystemService.outboxStatus', () => {
  it('reports the waiting events and the oldest one as an ISO time', async () => {
    const reply = await serviceWith({
      count: 3,
      oldestCreatedAt: new Date('2026-11-23T05:00:00.000Z'),
    }).outboxStatus({});
    expect(reply).toEqual({
      service: 'billing',
      pendingEvents: 3,
      oldestPendingAt: '2026-11-23T05:00:00.000Z',
    });
  });

  it('reports an empty outbox with no time', async () => {
    expect(await serviceWith({ count: 0, oldestCreatedAt: null }).outboxStatus({})).toEqual({
      service: 'billing',
      pendingEvents: 0,
      oldestPendingAt: null,
    });
  });
});
