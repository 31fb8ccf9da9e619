import { isSupportedCountry, parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { z } from 'zod';
import { SMS_PHONE_DEFAULT_REGION } from '../format/sms-phone.js';

// Text-to-apply: the number a person texts job links from, verified with a 6-digit code. The rules
// here are shared by the Settings form and identity, which stores the number in E.164 form (`+` and
// the digits, as Twilio writes `From`).

// Not in spec: the one refusal for a number that cannot be a person's phone.
export const MSG_SMS_PHONE_INVALID =
  'Please enter a valid mobile phone number (outside the US, start with + and the country code)';
// Not in spec: the verification code's form.
export const MSG_VERIFICATION_CODE_INVALID = 'Please enter the 6-digit code we texted you';

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

// ---- Where texts may go (against SMS pumping) ----
// Twilio's toll-fraud guidance: allow only the countries the service needs (geo permissions),
// limit per destination, watch the spend. The countries are a setting (`SMS_ALLOWED_COUNTRIES`),
// enforced by identity where a number is accepted and by notifications before any text is sent.

/** The countries HireRelay serves: the setting's default. */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Country names that are written with "the" in a sentence ("numbers in the United States"). */
const WITH_ARTICLE: ReadonlySet<string> = new Set(['US', 'GB', 'NL', 'PH', 'AE', 'DO', 'BS', 'GM', 'CZ']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The country of an E.164 number as libphonenumber's metadata places it (`+1 201…` is US,
 * `+1 416…` CA, `+1 876…` JM): null when it cannot be told.
 */
export function smsPhoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** Whether a number is in one of the allowed countries (ISO 3166 alpha-2 codes). */
export const isSmsCountryAllowed = (e164: string, countries: readonly string[]): boolean => {
  const country = smsPhoneCountry(e164);
  return country !== null && countries.includes(country);
};

/** "the United States and Canada", "the United States, Canada and Mexico". */
export function smsCountriesText(countries: readonly string[]): string {
  const names = countries.map(
    (code) => `${WITH_ARTICLE.has(code) ? 'the ' : ''}${regionNames.of(code) ?? code}`,
  );
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** Not in spec: the refusal of a number outside the allowed countries (Settings and identity). */
export const msgSmsCountryNotAllowed = (countries: readonly string[]): string =>
  `We can only text numbers in ${smsCountriesText(countries)}.`;

/**
 * The `SMS_ALLOWED_COUNTRIES` setting: comma-separated ISO 3166 alpha-2 codes (`US,CA`, the
 * default), each one a country libphonenumber knows.
 */
export const ZSmsCountriesSetting = z
  .string()
  .default(DEFAULT_SMS_COUNTRIES.join(','))
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code.length > 0),
  )
  .superRefine((codes, ctx) => {
    if (codes.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one country' });
    for (const code of codes) {
      if (!isSupportedCountry(code)) {
        ctx.addIssue({ code: 'custom', message: `"${code}" is not an ISO 3166 country code (e.g. US, CA)` });
      }
    }
  });
