import type { BillingOutboxStatusRpc, RpcReply } from '@hirerelay/contracts';
import type { PendingOutbox } from './outbox-status.repository.js';

/** Mappers turn stored records into the contract's shapes (dates as ISO strings). */
export function toOutboxStatus(
  service: string,
  pending: PendingOutbox,
): RpcReply<typeof BillingOutboxStatusRpc> {
  return {
    service,
    pendingEvents: pending.count,
    oldestPendingAt: pending.oldestCreatedAt?.toISOString() ?? null,
  };
}
