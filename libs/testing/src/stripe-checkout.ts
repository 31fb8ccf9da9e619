import type { ApiClient } from './factories.js';

// The Stripe stand-in's hosted checkout, paid as a person would: the gateway and billing
// integration tests and the browser tests (`@hirerelay/testing/stripe-checkout`) that need a paying
// user share this. No vitest here (like factories.ts): a refusal throws with what came back.

/** The card form's fields; 4242… is accepted now and on every renewal. */
const PAYER = { expiry: '12 / 34', cvc: '123', name: 'Test Payer' };

/** Posts the stand-in's hosted checkout form with a card; answers where it sends the payer back. */
export async function payOnHostedPage(url: string, card = '4242 4242 4242 4242'): Promise<string> {
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, ...PAYER }),
  });
  if (paid.status !== 303) {
    throw new Error(`the hosted checkout page answered ${String(paid.status)}: ${await paid.text()}`);
  }
  return paid.headers.get('location') ?? '';
}

/**
 * A signed-in user buys a plan: POST /api/billing/checkout, then its hosted page paid with `card`.
 * Answers the checkout page's address and where the payer was sent back; the subscription turns
 * active when the stand-in's webhooks have reached billing (the caller waits for what it needs).
 */
export async function checkOutOnStandIn(
  api: ApiClient,
  planId: string,
  card?: string,
): Promise<{ checkoutUrl: string; backTo: string }> {
  const checkout = await api.post<{ url: string }>('/api/billing/checkout', { planId });
  if (checkout.status !== 200) {
    throw new Error(
      `POST /api/billing/checkout answered ${String(checkout.status)}: ${JSON.stringify(checkout.body)}`,
    );
  }
  return { checkoutUrl: checkout.body.url, backTo: await payOnHostedPage(checkout.body.url, card) };
}
