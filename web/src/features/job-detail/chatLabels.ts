import { JobDetailMessages } from './jobDetailMessages';

/** What the label needs from a message: who sent it and with which role. */
export interface ChatSender {
  senderId: string;
  senderRole: 'user' | 'admin';
}

/**
 * Who a message is from, as decided: `You` for one's own, `HireRelay team`
 * for staff messages, the user's name (or `User`) for the user's messages in the staff view.
 */
export function chatLabel(message: ChatSender, viewerId: string, ownerName: string | null): string {
  if (message.senderId === viewerId) return JobDetailMessages.you;
  if (message.senderRole === 'admin') return JobDetailMessages.team;
  return ownerName?.trim() || 'User';
}

/** Newest at the bottom: oldest first by time sent, ties by arrival. */
export function oldestFirst<T extends { createdAt: string }>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
