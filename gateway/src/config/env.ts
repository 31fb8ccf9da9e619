import { loadConfig, ZBaseEnv, ZObjectStoreEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

/** `count/seconds`: at most `count` attempts per window of `seconds`. */
const ZRateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like 10/900 (attempts/seconds)')
  .transform((value) => {
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  });
export type TRateLimit = z.output<typeof ZRateLimit>;

export const ZGatewayEnv = ZBaseEnv.extend({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// URL'),
  ...ZObjectStoreEnv.shape,
  /** The built SPA; when set, the gateway serves it on the same origin as the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** How long /api/health waits for each part before calling it down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Signs access tokens and download links. At least 32 characters; keep it out of the repository. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Access tokens are short-lived; the refresh cookie renews them. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3_600).default(600),
  /**
   * The public address of the site (the one notifications' e-mail links use). Optional here; when
   * it is https, cookies are Secure unless COOKIE_SECURE says otherwise.
   */
  APP_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * Cookies only over TLS (and the CSRF cookie named `__Host-csrf`). Unset: true exactly when
   * APP_BASE_URL is https, so a production deployment is secure without remembering this switch.
   */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Honour X-Forwarded-For from a reverse proxy when computing the client address (rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Failed logins (only wrong passwords count) are limited three ways, so that neither guessing
   * one account's password from one address, nor trying many accounts from one address
   * (credential stuffing), nor guessing one account from many addresses goes on. The first two
   * answer 429. Past the per-account limit, which strangers can spend, a login is not refused but
   * stepped up: the owner is e-mailed a one-time sign-in link (RATE_LIMIT_LOGIN_LINK limits its use
   * per address) and signing in with it ends the step-up. The address limit sits above one person's
   * honest retries across a few accounts.
   */
  RATE_LIMIT_LOGIN: ZRateLimit.prefault('10/900'),
  RATE_LIMIT_LOGIN_ADDRESS: ZRateLimit.prefault('30/900'),
  RATE_LIMIT_LOGIN_ACCOUNT: ZRateLimit.prefault('50/3600'),
  RATE_LIMIT_LOGIN_LINK: ZRateLimit.prefault('10/900'),
  /** Wrong current passwords are guesses too: per session, and per user across their sessions. */
  RATE_LIMIT_CHANGE_PASSWORD: ZRateLimit.prefault('5/900'),
  RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: ZRateLimit.prefault('10/3600'),
  RATE_LIMIT_SIGNUP: ZRateLimit.prefault('10/3600'),
  RATE_LIMIT_FORGOT_PASSWORD: ZRateLimit.prefault('5/900'),
  RATE_LIMIT_RESET_PASSWORD: ZRateLimit.prefault('10/900'),
  /**
   * An e-mail change checks the current password, so asking is guessing too: per user. Opening the
   * e-mailed link: per address, like a password reset (identity caps the e-mails per account).
   */
  RATE_LIMIT_EMAIL_CHANGE: ZRateLimit.prefault('5/900'),
  RATE_LIMIT_EMAIL_CHANGE_CONFIRM: ZRateLimit.prefault('10/900'),
  /** The public contact form e-mails support: keep one address from flooding the inbox. */
  RATE_LIMIT_CONTACT: ZRateLimit.prefault('5/3600'),
  /** The text-to-apply number shown on the public pages (spec `{phone}`). */
  SMS_NUMBER: z.string().trim().min(1).max(40).default('+1 (555) 010-0142'),
  /**
   * The browser extension's imports, per token (besides the user's RATE_LIMIT_JOB_FETCH): a person
   * clicking never comes near it; a leaked token cannot hammer the import path.
   */
  RATE_LIMIT_EXTENSION_JOBS: ZRateLimit.prefault('30/60'),
  /** The extension's Chrome Web Store page, shown on the install page once published (public). */
  EXTENSION_STORE_URL: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be an https URL' })])
    .default(''),
  /** The built extension's zip (extension/dist), served for download when the file is there. */
  EXTENSION_ZIP_PATH: z.string().optional(),
  // GET /api/health: its answer is reused this long (0: only calls
  // arriving during a check share it), and each client address may call it this often.
  HEALTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  RATE_LIMIT_HEALTH: ZRateLimit.prefault('120/60'),
  /**
   * Checkout, extra packs and portal each make Stripe objects: per user, far above what a person
   * clicking needs. Stripe's webhooks come in bursts (a checkout is about ten events) from few
   * addresses: per address, generous.
   */
  RATE_LIMIT_BILLING: ZRateLimit.prefault('20/600'),
  RATE_LIMIT_STRIPE_WEBHOOK: ZRateLimit.prefault('600/60'),
  /** Twilio posts each incoming text from a few addresses: per address, generous. */
  RATE_LIMIT_TWILIO_WEBHOOK: ZRateLimit.prefault('600/60'),
  /**
   * Signs `POST /api/webhooks/inbound-mail` (mail providers posting raw messages to users' reply
   * addresses, issue 29): `X-HireRelay-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. Unset:
   * the route answers 404. At least 32 characters.
   */
  INBOUND_MAIL_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Inbound mail providers post from a few addresses: per address, generous. */
  RATE_LIMIT_INBOUND_MAIL_WEBHOOK: ZRateLimit.prefault('600/60'),
  /** Job lookups and imports fetch a page from the internet: per user, above what a person pastes. */
  RATE_LIMIT_JOB_FETCH: ZRateLimit.prefault('60/600'),
  /**
   * Text-to-apply settings, per user: changes of the number and of SMS updates; codes asked for
   * (each is a text: identity allows one a minute and five an hour, this wall sits above that);
   * codes entered (guesses: identity allows five per code).
   */
  RATE_LIMIT_TEXT_TO_APPLY: ZRateLimit.prefault('30/600'),
  RATE_LIMIT_PHONE_CODE: ZRateLimit.prefault('10/3600'),
  RATE_LIMIT_PHONE_VERIFY: ZRateLimit.prefault('20/3600'),
  /** New reply addresses, per user: each retires the old one for good (a row kept to refuse its mail). */
  RATE_LIMIT_REPLY_ADDRESS_ROTATE: ZRateLimit.prefault('5/3600'),
  /** Open live-event streams (GET /api/events) one user may hold on one gateway replica: a tab each. */
  EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
}).transform(({ COOKIE_SECURE, ...env }) => ({
  ...env,
  COOKIE_SECURE: COOKIE_SECURE ?? env.APP_BASE_URL?.startsWith('https://') ?? false,
  /**
   * Where pages the gateway hands out (Stripe's success, cancel and return addresses) lead:
   * APP_BASE_URL, or the local web app on this port when it is not set.
   */
  PUBLIC_BASE_URL: env.APP_BASE_URL ?? `http://localhost:${String(env.PORT)}`,
}));
export type TGatewayEnv = z.output<typeof ZGatewayEnv>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): TGatewayEnv {
  return loadConfig('gateway', ZGatewayEnv, env);
}
