import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { z } from 'zod';

// Text-to-apply (spec 01 §1, 00-decisions "Channels and settings"): the number a person texts job
// links from, verified with a 6-digit code. The rules here are shared by the Settings form and
// identity, which stores the number in E.164 form (`+` and the digits, as Twilio writes `From`).

// Not in spec: the one refusal for a number that cannot be a person's phone.
export const MSG_SMS_PHONE_INVALID =
  'Please enter a valid mobile phone number (outside the US, start with + and the country code)';
// Not in spec: the verification code's form.
export const MSG_VERIFICATION_CODE_INVALID = 'Please enter the 6-digit code we texted you';

/** Numbers without a country code are read as US numbers (the service's market). */
export const SMS_PHONE_DEFAULT_REGION = 'US';
/** Longer than any way of writing a number (E.164 has at most 15 digits); bounds the parsing. */
export const MAX_SMS_PHONE_INPUT_LENGTH = 40;
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * The kinds of number a person texts from. Toll-free, premium-rate, shared-cost, pager and other
 * service numbers are refused; in North America mobile and fixed numbers share their ranges, which
 * libphonenumber reports as FIXED_LINE_OR_MOBILE.
 */
const TEXTABLE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>([
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
  'FIXED_LINE',
]);

export type TSmsPhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * What a person typed ("(201) 555-0123", "+44 7911 123456") as an E.164 number, or the refusal.
 * The whole text must be one number (no extension, no surrounding words): libphonenumber with the
 * full metadata decides it is a valid mobile or fixed number of its country.
 */
export function normalizeSmsPhone(text: string): TSmsPhoneResult {
  const refused = { ok: false, message: MSG_SMS_PHONE_INVALID } as const;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_SMS_PHONE_INPUT_LENGTH) return refused;
  // Only the characters people write numbers with: "ext." or letters (vanity numbers) are refused.
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return refused;
  const parsed = parsePhoneNumberFromString(trimmed, {
    defaultCountry: SMS_PHONE_DEFAULT_REGION,
    extract: false,
  });
  if (!parsed || parsed.ext || !parsed.isValid()) return refused;
  const type = parsed.getType();
  if (type === undefined || !TEXTABLE_TYPES.has(type)) return refused;
  return { ok: true, phone: parsed.number };
}

/** True for an E.164 number that is a valid mobile or fixed number (what identity stores). */
export const isTextablePhone = (e164: string): boolean => {
  const result = normalizeSmsPhone(e164);
  return result.ok && result.phone === e164;
};

/**
 * The Settings form's number: blank means "no number" (null), anything else is normalized to
 * E.164 or refused with MSG_SMS_PHONE_INVALID.
 */
export const ZSmsPhoneInput = z
  .string({ error: MSG_SMS_PHONE_INVALID })
  .max(MAX_SMS_PHONE_INPUT_LENGTH, MSG_SMS_PHONE_INVALID)
  .transform((text, ctx): string | null => {
    if (text.trim().length === 0) return null;
    const result = normalizeSmsPhone(text);
    if (result.ok) return result.phone;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/**
 * The code as typed: spaces and dashes people put between the digits are dropped ("123 456"), the
 * rest must be exactly six digits.
 */
export const ZVerificationCodeInput = z
  .string({ error: MSG_VERIFICATION_CODE_INVALID })
  .max(20, MSG_VERIFICATION_CODE_INVALID)
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MSG_VERIFICATION_CODE_INVALID));

/**
 * A stored E.164 number as people read it: a US number in its national form ("(201) 555-0123"),
 * any other with its country code ("+44 7911 123456"); the E.164 text itself if it cannot be read.
 */
export function formatSmsPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === SMS_PHONE_DEFAULT_REGION ? parsed.formatNational() : parsed.formatInternational();
}
