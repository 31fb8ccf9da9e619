import { z } from 'zod';
import { defineRpc } from '../define.js';

/** Refusals of inbound mail (issue 29): the SMTP listener's replies and the webhook's errors say the same. */
export const InboundMailMessages = {
  /** The recipient is not a reply address in use (unknown, rotated, another domain). */
  noSuchUser: 'No such user here',
  /** The webhook's `X-HireRelay-Signature` is missing, stale or does not match. */
  invalidSignature: 'Invalid inbound mail signature',
  /** The message could not be read (too deep, too many parts, not a message). */
  unreadable: 'This message could not be read',
  /** The message is larger than the 10 MiB inbound limit. */
  tooLarge: 'This message is too large',
  /** The webhook body is missing a single recipient header or query parameter. */
  missingRecipient: 'Name one recipient in X-HireRelay-Recipient or ?recipient=',
  /** The staged message the gateway wrote is not in the object store (a retry after cleanup). */
  stagedMissing: 'The staged message is no longer there; post it again',
} as const;

/** The largest inbound message, SMTP or webhook: libs/replies' INBOUND_LIMITS.maxBytes (10 MiB). */
export const INBOUND_MAIL_MAX_BYTES = 10 * 1024 * 1024;

/** Where the gateway stages a verified webhook message for notifications to take (deleted after). */
export const INBOUND_MAIL_STAGING_PREFIX = 'inbound-mail/incoming/';

/**
 * A message posted to the signed inbound webhook, after the gateway verified the signature and
 * staged the raw RFC 5322 bytes in the object store (NATS carries at most ~1 MB; a message may be
 * 10 MiB). notifications reads the staged object, runs the same intake as SMTP (parse, classify,
 * store privately, record, publish, forward) and deletes the staged object whatever the outcome.
 * NOT_FOUND `No such user here` for a recipient that is not a reply address in use (nothing kept),
 * VALIDATION for an unreadable or oversized message (nothing kept). A replay of a message already
 * taken (same Message-ID for the same user) answers the first one's id with `duplicate: true`.
 */
export const ReceiveInboundMailRpc = defineRpc(
  'notifications.inbound-mail.receive.v1',
  z
    .object({
      recipient: z.string().min(3).max(320),
      objectKey: z
        .string()
        .max(200)
        .refine((key) => key.startsWith(INBOUND_MAIL_STAGING_PREFIX) && !key.includes('..'), {
          message: 'not a staged inbound message',
        }),
      /** The poster's address (the provider's), recorded like an SMTP client's IP. */
      clientIp: z.string().max(64).nullable(),
    })
    .strict(),
  z.object({ replyId: z.uuid(), duplicate: z.boolean() }),
);
