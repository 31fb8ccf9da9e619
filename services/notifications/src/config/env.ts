import { ZServiceEnv } from '@hirerelay/nest-common';
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

/** notifications' settings: the shared service ones plus outgoing mail. */
export const ZNotificationsEnv = ZServiceEnv.extend({
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
