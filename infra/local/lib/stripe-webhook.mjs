// @ts-check
// Points the local Stripe stand-in's webhooks at a running gateway. Real Stripe is told the
// endpoint in its dashboard; the stand-in is told here, through its control API, with the secret
// billing verifies with (LOCAL_STRIPE_WEBHOOK_SECRET).

/** The gateway's route for Stripe's events. */
const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** Any test-mode key opens the stand-in's API (it is not a secret: there is no real account). */
const STAND_IN_KEY = 'sk_test_hirerelay_local';

/**
 * @typedef {object} StripeWebhookRegistration
 * @property {string} id the stand-in's webhook endpoint id
 * @property {string} url where the stand-in posts events
 * @property {() => Promise<void>} remove deletes the endpoint (deliveries to it stop)
 */

/**
 * Registers `<gatewayUrl>/api/webhooks/stripe` with the stand-in. Idempotent: the stand-in keeps
 * one endpoint per URL (in its state file, across restarts) and registering the same URL again
 * updates that one, enabled, with the given secret.
 * @param {{ stripeApiBase: string, gatewayUrl: string, secret: string }} options
 * @returns {Promise<StripeWebhookRegistration>}
 */
export async function registerStripeWebhook({ stripeApiBase, gatewayUrl, secret }) {
  const url = `${gatewayUrl.replace(/\/+$/, '')}${STRIPE_WEBHOOK_PATH}`;
  const response = await fetch(`${stripeApiBase}/_emulator/webhook_endpoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, secret }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(
      `the Stripe stand-in refused the webhook endpoint ${url}: ${response.status} ${await response.text()}`,
    );
  }
  const { id } = /** @type {{ id: string }} */ (await response.json());
  return {
    id,
    url,
    remove: async () => {
      const removed = await fetch(`${stripeApiBase}/v1/webhook_endpoints/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${STAND_IN_KEY}` },
        signal: AbortSignal.timeout(10_000),
      });
      // Already gone (a reset of the stand-in) is as good as removed.
      if (!removed.ok && removed.status !== 404) {
        throw new Error(`could not remove the webhook endpoint ${id}: ${removed.status}`);
      }
    },
  };
}
