import { z } from 'zod';
import { ZAccountStatus } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

/**
 * A phone number in E.164 form (`+` and 8–15 digits), as identity stores a text-to-apply number and
 * Twilio writes `From`/`To`. Normalising what a person types into this form is libs/domain's job.
 */
export const ZE164Phone = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Please enter a valid phone number');
export type TE164Phone = z.infer<typeof ZE164Phone>;

/**
 * The account whose verified text-to-apply number this is (inbound SMS): null when no account has
 * verified it, so a text from an unknown or unverified number imports nothing. `smsUpdates` is the
 * account's SMS consent (`users.sms_consent`, switched in Settings).
 */
export const FindTextToApplyAccountRpc = defineRpc(
  'identity.text-to-apply.find-account.v1',
  z.object({ phone: ZE164Phone }),
  z.object({
    account: z.object({ userId: z.uuid(), status: ZAccountStatus, smsUpdates: z.boolean() }).nullable(),
  }),
);

/**
 * Where texts about a user may go: their verified number (null when none is verified) and whether they
 * want SMS updates. notifications asks before each status-update text.
 */
export const GetSmsContactRpc = defineRpc(
  'identity.text-to-apply.get-contact.v1',
  z.object({ userId: z.uuid() }),
  z.object({ phone: ZE164Phone.nullable(), smsUpdates: z.boolean() }),
);

/**
 * A verification code to text to `phone` (6 digits, valid until `expiresAt`); identity stores only its
 * hash. notifications sends it once, unless the number has opted out (STOP).
 */
export const PhoneVerificationRequestedEvent = defineEvent(
  'events.identity.phone-verification-requested.v1',
  z.object({
    userId: z.uuid(),
    phone: ZE164Phone,
    code: z.string().regex(/^\d{6}$/),
    expiresAt: z.iso.datetime(),
  }),
);
