import { z } from 'zod';
import { REPLY_KINDS, ZJobStatus } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

/** A user's private reply address (issue 29), as Settings and the application packet show it. */
export const ZReplyAddress = z.object({
  address: z.email(),
  createdAt: z.iso.datetime(),
});
export type TReplyAddress = z.infer<typeof ZReplyAddress>;

/**
 * The user's reply address in use, made on the first ask (two first asks at once converge on one
 * address, so a retry is safe). Callers: Settings (the user's own), the packet (staff, the job
 * owner's).
 */
export const GetReplyAddressRpc = defineRpc(
  'notifications.reply-address.get.v1',
  z.object({ userId: z.uuid() }).strict(),
  ZReplyAddress,
  { idempotent: true },
);

/** A new reply address for the user; mail to the old one is refused from now on, as unknown. */
export const RotateReplyAddressRpc = defineRpc(
  'notifications.reply-address.rotate.v1',
  z.object({ userId: z.uuid() }).strict(),
  ZReplyAddress,
);

export const ZReplyKind = z.enum(REPLY_KINDS);

const ZMailAddress = z.object({ name: z.string().max(300), address: z.string().max(320) });

/** Longest text an event carries of a reply's own part and of its quoted history. */
export const REPLY_EVENT_TEXT_MAX = 20_000;

/**
 * An e-mail to a user's reply address was accepted (SMTP or the signed webhook), parsed and
 * classified by notifications, which keeps the raw message and its attachments privately in the
 * object store and forwards a copy to the user. jobs matches it to one of the user's jobs (the
 * fields `matchReplyToJob` reads) and puts it on that job's timeline with the suggested status for
 * staff to confirm, or on the staff triage list when it cannot tell. Delivered at least once:
 * `replyId` is the consumer's idempotency key.
 */
export const ReplyReceivedEvent = defineEvent(
  'events.notifications.reply-received.v1',
  z.object({
    replyId: z.uuid(),
    userId: z.uuid(),
    /** The reply address it was sent to (the envelope recipient). */
    replyAddress: z.email(),
    receivedAt: z.iso.datetime(),
    from: ZMailAddress.nullable(),
    to: z.array(ZMailAddress).max(100),
    cc: z.array(ZMailAddress).max(100),
    replyTo: z.array(ZMailAddress).max(20),
    subject: z.string().max(1_000),
    /** The message's own Date header, when it had a valid one. */
    sentAt: z.iso.datetime().nullable(),
    /** Message-IDs without angle brackets (thread matching). */
    messageId: z.string().max(1_000).nullable(),
    inReplyTo: z.array(z.string().max(1_000)).max(50),
    references: z.array(z.string().max(1_000)).max(100),
    /** The part written for this message (quoted history and signature trimmed), ≤ REPLY_EVENT_TEXT_MAX. */
    body: z.string().max(REPLY_EVENT_TEXT_MAX),
    signature: z.string().max(REPLY_EVENT_TEXT_MAX),
    /** Quoted earlier messages, for the timeline to fold away, ≤ REPLY_EVENT_TEXT_MAX. */
    quoted: z.string().max(REPLY_EVENT_TEXT_MAX),
    /** Attachments kept privately by notifications (the document rules): never their content here. */
    attachments: z
      .array(
        z.object({
          filename: z.string().max(300).nullable(),
          mimeType: z.string().max(200),
          size: z.number().int().nonnegative(),
          objectKey: z.string().max(500),
        }),
      )
      .max(50),
    classification: z.object({
      kind: ZReplyKind,
      confidence: z.number().min(0).max(1),
      /** The sentence that decided ('' when nothing did). */
      evidence: z.string().max(2_000),
      /** The status staff are offered to confirm; null when the reply does not move the job. */
      suggestedStatus: ZJobStatus.nullable(),
      classifier: z.enum(['rules', 'model']),
    }),
    /** SPF, DKIM and DMARC results as recorded at intake (`pass`, `fail`, `none`, `temperror`, …). */
    authentication: z.object({
      spf: z.string().max(40),
      dkim: z.string().max(40),
      dmarc: z.string().max(40),
    }),
  }),
);
