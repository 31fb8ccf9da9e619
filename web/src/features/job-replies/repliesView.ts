import { REPLY_KIND_LABELS } from '@hirerelay/domain';
import type { TJobReply } from './repliesTypes';

/** The kind's label ("Interview invitation"), as the timeline names it. */
export const replyKindLabel = (kind: TJobReply['kind']): string =>
  REPLY_KIND_LABELS[kind] ?? REPLY_KIND_LABELS.other;

/** Who a reply is from: "Name <address>", the address alone, or the name alone. */
export function senderOf(from: { name: string; address: string }): string {
  const name = from.name.trim();
  const address = from.address.trim();
  if (name && address) return `${name} <${address}>`;
  return name || address || 'Unknown sender';
}

/** Whether staff can still act on the reply's suggestion. */
export const suggestionPending = (reply: TJobReply): boolean => reply.suggestion?.state === 'pending';
