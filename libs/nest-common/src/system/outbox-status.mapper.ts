import type { OutboxStatusRpc, RpcReply } from '@hirerelay/contracts';
import type { PendingOutbox } from './outbox-status.repository.js';

/** The outbox backlog as the contract's reply (the oldest time as an ISO string). */
export function toOutboxStatus(service: string, pending: PendingOutbox): RpcReply<OutboxStatusRpc> {
  return {
    service,
    pendingEvents: pending.count,
    oldestPendingAt: pending.oldestCreatedAt?.toISOString() ?? null,
  };
}
