import { z } from 'zod';
import { defineRpc } from '../define.js';

/** notifications' refusals the gateway shows (one table, no literal written twice). */
export const NotificationsMessages = {
  /** A Twilio webhook whose `X-Twilio-Signature` does not match (or is missing). */
  invalidSmsSignature: 'Invalid Twilio signature',
} as const;

/**
 * Twilio's form parameters of one incoming text (`MessageSid`, `From`, `To`, `Body`, and whatever
 * else Twilio adds): every one of them is covered by the signature, so they travel as received.
 * Bounded far above what Twilio sends (a body is at most 1,600 characters).
 */
export const ZTwilioWebhookParams = z
  .record(z.string().max(100), z.string().max(4_000))
  .refine((params) => Object.keys(params).length <= 100, 'Too many parameters');

/**
 * The gateway's deadline for ReceiveInboundSmsRpc: a texted link is imported (JOB_PAGE_RPC_TIMEOUT_MS)
 * after identity is asked who sent it; Twilio itself waits 15 s for the webhook.
 */
export const INBOUND_SMS_RPC_TIMEOUT_MS = 13_000;

/**
 * A text to the HireRelay number, as the gateway's Twilio webhook received it: the public URL it
 * was posted to (`PUBLIC_BASE_URL` + path and query), the form parameters and the
 * `X-Twilio-Signature` header. notifications checks the signature with the auth token only it holds
 * (VALIDATION `Invalid Twilio signature`, nothing recorded, when it does not match), handles the text
 * once per `MessageSid` (a replay answers the same reply and does nothing again) and answers the
 * TwiML to return to Twilio (`<Response/>` when nothing is to be texted back).
 */
export const ReceiveInboundSmsRpc = defineRpc(
  'notifications.sms.inbound.v1',
  z
    .object({
      url: z.url({ protocol: /^https?$/ }).max(2_000),
      params: ZTwilioWebhookParams,
      signature: z.string().min(1).max(200),
    })
    .strict(),
  z.object({ twiml: z.string() }),
);
