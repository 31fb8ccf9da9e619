import { ZSmsCountriesSetting } from '@hirerelay/domain';
import { ZObjectStoreEnv, ZServiceEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

const ZFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const ZDelayMs = z.coerce
  .number<string>()
  .int()
  .min(1_000)
  .max(24 * 60 * 60_000)
  .default(FIFTEEN_MINUTES_MS);

/** notifications' settings: the shared service ones plus outgoing mail and texts. */
export const ZNotificationsEnv = ZServiceEnv.extend({
  /** Inbound mail (issue 29): the raw messages and attachments kept privately under `inbound-mail/`. */
  ...ZObjectStoreEnv.shape,
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: z.coerce.number<string>().int().min(1).max(65_535),
  /** true: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: ZFlag,
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(1).default('HireRelay <no-reply@hirerelay.local>'),
  /** The public web address that links in e-mails lead to, e.g. https://app.example.com. */
  APP_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, '')),
  SUPPORT_EMAIL: z.email().default('support@hirerelay.local'),
  /** The staff's shared inbox for "a user's message is still unread" e-mails; SUPPORT_EMAIL when unset. */
  STAFF_EMAIL: z.email().optional(),
  /** How often the job e-mails waiting for their time are looked at (a new one is sent sooner). */
  JOB_EMAIL_SWEEP_INTERVAL_MS: z.coerce.number<string>().int().min(100).max(300_000).default(5_000),
  /** At most one chat e-mail to the user per job within this window (spec: 15 minutes; tests shorten it). */
  JOB_EMAIL_MESSAGE_WINDOW_MS: ZDelayMs,
  /** Staff hear of a user's message nobody on staff read within this delay (15 minutes; tests shorten it). */
  JOB_EMAIL_STAFF_UNREAD_DELAY_MS: ZDelayMs,
  /** The Twilio account texts go out from (the SDK refuses a SID that does not start with AC). */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-zA-Z]{32}$/, 'must be a Twilio account SID (AC…)'),
  /** Authenticates API calls and signs the incoming-text webhooks (`X-Twilio-Signature`). */
  TWILIO_AUTH_TOKEN: z.string().min(16),
  /**
   * Another origin for Twilio's API (the local stand-in, `http://127.0.0.1:12112`); unset in
   * production, where the SDK calls https://api.twilio.com.
   */
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The HireRelay number texts come from, E.164 (the number the site shows as SMS_NUMBER). */
  SMS_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +15550100142'),
  /**
   * The only countries texts go to (ISO 3166 codes, comma-separated; default `US,CA`), whatever
   * asks: a number elsewhere is never texted (Twilio's toll-fraud guidance; identity has the same
   * setting where numbers are accepted). Keep Twilio's own geo permissions to the same list.
   */
  SMS_ALLOWED_COUNTRIES: ZSmsCountriesSetting,
  /**
   * At most this many texts per UTC day, replies to incoming texts included. Once spent nothing is
   * texted until the next day, each refusal is logged, and staff get one e-mail (STAFF_EMAIL).
   */
  SMS_DAILY_BUDGET: z.coerce.number<string>().int().min(1).max(1_000_000).default(1000),
  /**
   * The domain of users' private reply addresses (`{16 letters}@REPLY_DOMAIN`, issue 29), whose MX
   * points at the inbound SMTP listener. Lower-cased; a bare host name, no scheme or port.
   */
  REPLY_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i,
      'must be a domain name such as reply.example.com',
    )
    .transform((value) => value.toLowerCase())
    .default('reply.hirerelay.local'),
  /**
   * The inbound SMTP listener (the reply domain's MX) listens here; unset: no listener (the webhook
   * still works). `0` takes any free port (tests).
   */
  INBOUND_SMTP_PORT: z.coerce.number<string>().int().min(0).max(65_535).optional(),
  /** The listener's interface: 127.0.0.1 locally, 0.0.0.0 in a cluster. */
  INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
}).superRefine((env, ctx) => {
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASSWORD'],
      message: 'SMTP_USER and SMTP_PASSWORD must be set together',
    });
  }
});
export type TNotificationsEnv = z.output<typeof ZNotificationsEnv>;
