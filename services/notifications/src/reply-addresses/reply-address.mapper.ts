import type { TReplyAddress } from '@hirerelay/contracts';

/** A reply address as the RPCs answer it (Settings, the packet): the address and when it was made. */
export function toReplyAddress(view: { address: string; createdAt: Date }): TReplyAddress {
  return { address: view.address, createdAt: view.createdAt.toISOString() };
}
