import { ZServiceEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

/**
 * billing's settings. Real Stripe when `STRIPE_SECRET_KEY` is set; otherwise the local Stripe
 * stand-in at `STRIPE_API_BASE` (`npm start`, tests, CI), through the same SDK calls. Messages never
 * quote a value: the secrets must not reach the log even when they are malformed.
 */
export const ZBillingEnv = ZServiceEnv.extend({
  /** A Stripe secret or restricted key (`sk_…`/`rk_…`). Unset: the stand-in is used. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  /** The Stripe stand-in's address (http://127.0.0.1:12111); used only when no key is set. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /** The webhook endpoint's signing secret (`whsec_…`): every event is verified with it. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook secret (whsec_…)'),
  /** A reservation the jobs service does not confirm within this many seconds is given back. */
  QUOTA_RESERVATION_TIMEOUT_SECONDS: z.coerce.number<string>().int().min(10).max(86_400).default(900),
  /** How often the sweep looks for such reservations. */
  QUOTA_SWEEP_INTERVAL_MS: z.coerce.number<string>().int().min(100).max(3_600_000).default(60_000),
}).superRefine((env, ctx) => {
  if (env.STRIPE_SECRET_KEY === undefined && env.STRIPE_API_BASE === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_API_BASE'],
      message: 'is required when STRIPE_SECRET_KEY is not set (the local Stripe stand-in)',
    });
  }
});
export type TBillingEnv = z.output<typeof ZBillingEnv>;
