/**
 * The chat's limits the SPA's job page shows without loading zod (the schema, ZChatMessage, is in
 * validation/jobs.ts).
 */

/** The longest chat message: trimmed, 1–4,000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** Whether the chat send button may be enabled. */
export const canSendChatMessage = (text: string): boolean => text.trim().length > 0;
