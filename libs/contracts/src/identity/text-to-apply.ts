import { z } from 'zod';
import {
  isTextablePhone,
  MSG_SMS_PHONE_INVALID,
  MSG_VERIFICATION_CODE_INVALID,
  ZAccountStatus,
  ZSmsPhoneInput,
  ZVerificationCodeInput,
} from '@hirerelay/domain';
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
  { idempotent: true },
);

/**
 * Where texts about a user may go: their verified number (null when none is verified) and whether they
 * want SMS updates. notifications asks before each status-update text.
 */
export const GetSmsContactRpc = defineRpc(
  'identity.text-to-apply.get-contact.v1',
  z.object({ userId: z.uuid() }),
  z.object({ phone: ZE164Phone.nullable(), smsUpdates: z.boolean() }),
  { idempotent: true },
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

// ---- Settings: the number, its verification by a 6-digit code, SMS updates on/off ----

/**
 * A number identity accepts to store: in E.164 form (a ZE164Phone) and a valid mobile or fixed
 * number of its country; anything else gets the one message.
 */
export const ZTextablePhone = z
  .string({ error: MSG_SMS_PHONE_INVALID })
  .max(16, MSG_SMS_PHONE_INVALID)
  .refine(isTextablePhone, MSG_SMS_PHONE_INVALID);

/**
 * The text-to-apply section of Settings. `pendingCode`: a code texted to this number that can
 * still be entered (until `expiresAt`, with `attemptsLeft` wrong tries); `resendAllowedAt`: when
 * another code may be asked for (null: now).
 */
export const ZTextToApplySettings = z.object({
  phone: ZE164Phone.nullable(),
  verified: z.boolean(),
  smsUpdates: z.boolean(),
  pendingCode: z.object({ expiresAt: z.iso.datetime(), attemptsLeft: z.number().int().min(1) }).nullable(),
  resendAllowedAt: z.iso.datetime().nullable(),
});
export type TTextToApplySettings = z.infer<typeof ZTextToApplySettings>;

/** `PUT /api/account/text-to-apply/phone`: what the person typed; blank removes the number. */
export const ZTextToApplyPhoneBody = z.object({ phone: ZSmsPhoneInput });
/** `POST /api/account/text-to-apply/verify`. */
export const ZPhoneVerificationBody = z.object({ code: ZVerificationCodeInput });
/** `PUT /api/account/text-to-apply/sms-updates`. */
export const ZSmsUpdatesBody = z.object({ enabled: z.boolean() });

const ZUserRequest = z.object({ userId: z.uuid() });

export const GetTextToApplySettingsRpc = defineRpc(
  'identity.text-to-apply.get-settings.v1',
  ZUserRequest,
  ZTextToApplySettings,
  { idempotent: true },
);

/**
 * Sets the number (null removes it). A different number is unverified until its code is entered;
 * the same number keeps its state; a number another account has verified is refused (CONFLICT).
 */
export const SetTextToApplyPhoneRpc = defineRpc(
  'identity.text-to-apply.set-phone.v1',
  ZUserRequest.extend({ phone: ZTextablePhone.nullable() }),
  ZTextToApplySettings,
);

/**
 * Texts a new code to the unverified number (PhoneVerificationRequestedEvent), replacing any code
 * sent before. Limited per user: one a minute, five an hour (RATE_LIMITED naming when to try again).
 */
export const RequestPhoneVerificationCodeRpc = defineRpc(
  'identity.text-to-apply.request-code.v1',
  ZUserRequest,
  ZTextToApplySettings,
);

/** Checks the code texted last: right → the number is verified; wrong → attempts left in the message. */
export const VerifyPhoneRpc = defineRpc(
  'identity.text-to-apply.verify-phone.v1',
  ZUserRequest.extend({ code: z.string().regex(/^\d{6}$/, MSG_VERIFICATION_CODE_INVALID) }),
  ZTextToApplySettings,
);

/** SMS updates on/off (`users.sms_consent`, what GetSmsContactRpc answers as `smsUpdates`). */
export const SetSmsUpdatesRpc = defineRpc(
  'identity.text-to-apply.set-sms-updates.v1',
  ZUserRequest.extend({ enabled: z.boolean() }),
  ZTextToApplySettings,
);
