import { Inject } from '@nestjs/common';
import Stripe from 'stripe';
import type { TBillingEnv } from '../config/env.js';

/** The key the local Stripe stand-in is called with: it accepts any test key, and it is no secret. */
export const STAND_IN_KEY = 'sk_test_local_stand_in';

/** The Stripe SDK client billing uses; `@Inject(STRIPE)`. */
export const STRIPE = Symbol('STRIPE');

export type StripeSettings = Pick<TBillingEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/**
 * How the SDK is built: real Stripe with the key, or the stand-in's host, port and protocol with a
 * fixed test key, so the same calls run in both. No retries against the stand-in, so a test sees a
 * failure at once; against Stripe the SDK's own retries (idempotent) smooth over network blips.
 */
export function stripeClientOptions(settings: StripeSettings): { key: string; config: Stripe.StripeConfig } {
  if (settings.STRIPE_SECRET_KEY !== undefined) {
    return { key: settings.STRIPE_SECRET_KEY, config: { maxNetworkRetries: 2, timeout: 20_000 } };
  }
  if (settings.STRIPE_API_BASE === undefined) {
    // The config schema refuses this combination; kept as a guard for direct callers.
    throw new Error('STRIPE_API_BASE is required when STRIPE_SECRET_KEY is not set');
  }
  const base = new URL(settings.STRIPE_API_BASE);
  const protocol = base.protocol === 'https:' ? 'https' : 'http';
  return {
    key: STAND_IN_KEY,
    config: {
      host: base.hostname,
      port: base.port === '' ? (protocol === 'https' ? 443 : 80) : Number(base.port),
      protocol,
      maxNetworkRetries: 0,
      timeout: 10_000,
    },
  };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const { key, config } = stripeClientOptions(settings);
  return new Stripe(key, config);
}

/** Parameter decorator: `constructor(@InjectStripe() stripe: Stripe)`. */
export const InjectStripe = () => Inject(STRIPE);
