import { canSendChatMessage } from '@hirerelay/domain';
import { errorMessage } from '../../lib/api/errors';

/** What a thread's composer sends through: a TanStack mutation that takes the text. */
export interface SendMutation {
  isPending: boolean;
  mutate(text: string, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/** Enter sends, Shift+Enter starts a new line (as chat apps do). */
export const sendsOnKey = (event: { key: string; shiftKey: boolean }): boolean =>
  event.key === 'Enter' && !event.shiftKey;

/** Whether the draft may go now: some text, and nothing on its way already. */
export const maySend = (text: string, send: Pick<SendMutation, 'isPending'>): boolean =>
  canSendChatMessage(text) && !send.isPending;

/**
 * Sends the draft, trimmed, when it may go: `onSent` once it is stored (the composer clears it),
 * `onFailed` with the server's message or else `failedText`. Answers whether it was sent.
 */
export function sendDraft(
  text: string,
  send: SendMutation,
  {
    failedText,
    onSent,
    onFailed,
  }: { failedText: string; onSent: () => void; onFailed: (message: string) => void },
): boolean {
  if (!maySend(text, send)) return false;
  send.mutate(text.trim(), {
    onSuccess: onSent,
    onError: (error) => {
      onFailed(errorMessage(error, failedText));
    },
  });
  return true;
}
