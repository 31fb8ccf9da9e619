import type { GetReceivedPingRpc, RpcReply } from '@hirerelay/contracts';
import type { ReceivedPing } from './received-ping.repository.js';

/** The reply for one ping event: how often it was applied (0 and nulls when it never arrived). */
export function toReceivedPing(
  eventId: string,
  ping: ReceivedPing | null,
): RpcReply<typeof GetReceivedPingRpc> {
  return {
    eventId,
    timesHandled: ping?.timesHandled ?? 0,
    note: ping?.note ?? null,
    receivedAt: ping?.receivedAt.toISOString() ?? null,
  };
}
