import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// A text-to-apply number as people read it. Kept free of zod (the rules for what may be saved are in
// validation/text-to-apply.ts) so the SPA's settings can show a number without loading zod.

/** Numbers without a country code are read as US numbers (the service's market). */
export const SMS_PHONE_DEFAULT_REGION = 'US';

/**
 * A stored E.164 number as people read it: a US number in its national form ("(201) 555-0123"),
 * any other with its country code ("+44 7911 123456"); the E.164 text itself if it cannot be read.
 */
export function formatSmsPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === SMS_PHONE_DEFAULT_REGION ? parsed.formatNational() : parsed.formatInternational();
}
