import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@hirerelay/testing';
import Stripe from 'stripe';
import { inject } from 'vitest';

// What billing's service and integration tests share about the Stripe stand-in (infra/local): the
// official SDK pointed at it, the return addresses of a checkout, and its events signed as Stripe
// signs a webhook for billing.

/** The official Stripe SDK on the suite's Stripe stand-in (`STRIPE_API_BASE`), as billing uses it. */
export function standInStripe(apiKey: string): Stripe {
  const base = new URL(inject('backing').STRIPE_API_BASE);
  return new Stripe(apiKey, {
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Where a checkout sends the payer back, as the gateway asks for it (the session id filled in). */
export const CHECKOUT_RETURN = {
  successUrl: 'http://localhost:8080/dashboard/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:8080/dashboard/subscription?canceled=true',
} as const;

/**
 * The stand-in's `type` event about one object (its id, or any object whose JSON passes `about`),
 * with its payload signed for billing now, or at `timestamp` (seconds).
 */
export async function signedStandInEvent(
  stripe: Stripe,
  type: string,
  about: string | ((object: unknown) => boolean),
  timestamp?: number,
) {
  const matches =
    typeof about === 'string' ? (object: unknown) => (object as { id?: string }).id === about : about;
  const events = await stripe.events.list({ type, limit: 100 });
  const event = events.data.find((candidate) => matches(candidate.data.object));
  if (!event) throw new Error(`the Stripe stand-in has no ${type} event about ${String(about)}`);
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_STRIPE_WEBHOOK_SECRET,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { event, payload, signature };
}
