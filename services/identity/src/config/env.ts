import { normalizeEmail, ZEmail, ZSmsCountriesSetting } from '@hirerelay/domain';
import { ZObjectStoreEnv, ZServiceEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

/** Splits the comma-separated ADMIN_EMAILS setting into trimmed addresses (blanks dropped). */
const parseAdminEmails = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email.length > 0);

export const ZIdentityEnv = ZServiceEnv.extend({
  /** The object store the gateway keeps resumes in: identity reads each profile resume once for its text. */
  ...ZObjectStoreEnv.shape,
  /**
   * A refresh token presented again within this many seconds of its rotation is taken as the same
   * browser refreshing from two tabs at once (a sibling token is issued) rather than as theft.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number<string>().int().min(0).max(60).default(10),
  /**
   * At most this many reset e-mails per account per rolling hour, whoever asks. Anyone can ask for
   * anyone's reset, so this caps the mail a stranger can cause; beyond it the request is answered
   * the same and nothing is sent (the links already sent still work).
   */
  PASSWORD_RESET_EMAILS_PER_HOUR: z.coerce.number<string>().int().min(1).max(20).default(3),
  /**
   * At most one sign-in link e-mail per account within this many seconds (the step-up after too
   * many failed logins). Each failed login past the limit asks for one, and anyone can cause those,
   * so this caps the mail a stranger can cause; the link already sent keeps working meanwhile.
   */
  LOGIN_LINK_EMAIL_INTERVAL_SECONDS: z.coerce.number<string>().int().min(0).max(3600).default(600),
  /**
   * At most this many e-mail change requests per account per rolling hour (each e-mails a link to
   * the new address and a notice to the old one); beyond it the request is refused.
   */
  EMAIL_CHANGE_REQUESTS_PER_HOUR: z.coerce.number<string>().int().min(1).max(20).default(3),
  /**
   * The key of the HMAC that text-to-apply verification codes are stored under. A code has only a
   * million values, so a plain hash would be reversed by trying them all; without this key (kept
   * out of the database and the repository) a copy of the table tells nothing. Changing it only
   * makes the codes pending at that moment wrong.
   */
  PHONE_CODE_HMAC_KEY: z.string().min(32, 'must be at least 32 characters'),
  /**
   * The countries whose numbers text-to-apply accepts and texts codes to (ISO 3166 codes,
   * comma-separated; default `US,CA`, the countries HireRelay serves). Twilio's toll-fraud guidance:
   * open only the destinations the service needs. notifications has the same setting and never
   * texts outside it.
   */
  SMS_ALLOWED_COUNTRIES: ZSmsCountriesSetting,
  /**
   * At most this many verification codes to one number per rolling hour, and per rolling day,
   * whichever accounts ask (SMS pumping: many accounts, one premium number). Per account the code
   * rules allow one a minute and five an hour besides, so by default one person never meets the
   * number's hourly limit before their own.
   */
  PHONE_CODES_PER_NUMBER_PER_HOUR: z.coerce.number<string>().int().min(1).max(100).default(5),
  PHONE_CODES_PER_NUMBER_PER_DAY: z.coerce.number<string>().int().min(1).max(1000).default(10),
  /**
   * Addresses that become admins when they sign up (or next log in): a way to get the first admin
   * without the `admin:create` command. Optional, comma-separated.
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      for (const email of parseAdminEmails(value)) {
        if (!ZEmail.safeParse(email).success) {
          ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` });
        }
      }
    })
    .transform((value) => parseAdminEmails(value).map(normalizeEmail)),
});
export type TIdentityEnv = z.output<typeof ZIdentityEnv>;
