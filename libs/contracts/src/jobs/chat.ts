import { z } from 'zod';
import { ZChatMessage } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZIdempotencyKeyField } from './idempotency.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import { ZRole } from '../identity/session.js';
import { ZJobActor } from './job.js';

/** Who wrote a chat message: `user` is the job's owner, `admin` staff. */
export const ZSenderRole = ZRole;

/**
 * A chat message. `isRead`: its recipient side has read it (the owner for a
 * staff message, staff for the owner's). The SPA labels it: `You` when
 * `senderId` is the caller, else `HireRelay team` for staff in the user's view, the owner's name
 * for the owner's messages in the staff view.
 */
export const ZChatMessageView = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  senderId: z.uuid(),
  senderRole: ZSenderRole,
  text: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TChatMessageView = z.infer<typeof ZChatMessageView>;

/** `GET /api/jobs/{id}/messages`: newest first (the SPA shows them newest at the bottom). */
export const ZJobMessagesQuery = ZPageQuery(PAGE_LIMITS.jobMessages);
export const ZJobMessagesPage = ZPage(ZChatMessageView);
export type TJobMessagesPage = z.infer<typeof ZJobMessagesPage>;

const ZJobRef = z.object({ actor: ZJobActor, jobId: z.uuid() });

/** The owner or staff (another user's job FORBIDDEN, unknown NOT_FOUND). Reading marks nothing read. */
export const ListJobMessagesRpc = defineRpc(
  'jobs.message.list.v1',
  ZJobRef.extend(ZPageRequest(PAGE_LIMITS.jobMessages).shape),
  ZJobMessagesPage,
  { idempotent: true },
);

/** `POST /api/jobs/{id}/messages`: the text, trimmed, 1–4,000 characters. */
export const ZPostMessageBody = z.strictObject({ text: ZChatMessage });
export type TPostMessageBody = z.input<typeof ZPostMessageBody>;

/**
 * The owner or staff post; the message is stored with its sender and role, the recipient side's
 * unread counter goes up in the same transaction, and `events.jobs.message-posted.v1` goes out.
 * With `idempotencyKey`, a repeat answers the first message and posts nothing (another text or job:
 * CONFLICT `IdempotencyMessages.keyReused`).
 */
export const PostJobMessageRpc = defineRpc(
  'jobs.message.post.v1',
  ZJobRef.extend(ZPostMessageBody.shape).extend(ZIdempotencyKeyField.shape),
  ZChatMessageView,
);

/**
 * `POST /api/jobs/{id}/messages/read`: the caller opened the Chat tab. The other side's messages
 * become read and the caller's side counter goes to 0 in one transaction (`marked` = how many);
 * `events.jobs.messages-read.v1` goes out when any were marked.
 */
export const MarkJobMessagesReadRpc = defineRpc(
  'jobs.message.mark-read.v1',
  ZJobRef,
  z.object({ marked: z.number().int().nonnegative(), unreadMessages: z.number().int().nonnegative() }),
);
