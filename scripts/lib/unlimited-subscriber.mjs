// @ts-check
// A paying user for the benchmarks that need one (bench:jobs, bench:replicas).
import { setTimeout as sleep } from 'node:timers/promises';
import { signedUpSession } from '@hirerelay/testing/factories';
import { checkOutOnStandIn } from '@hirerelay/testing/stripe-checkout';

/**
 * A new user who bought Unlimited on the Stripe stand-in (its hosted page paid), answered once
 * billing says so (quota 999); throws when that takes longer than `timeoutMs`.
 * @param {string} baseUrl @param {number} [timeoutMs]
 */
export async function unlimitedSubscriber(baseUrl, timeoutMs = 30_000) {
  const account = await signedUpSession(baseUrl);
  await checkOutOnStandIn(account.session, 'unlimited');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await account.session.get('/api/billing/usage');
    if (/** @type {{ usage: { quota: number } | null }} */ (body).usage?.quota === 999) return account;
    if (Date.now() > deadline) {
      throw new Error(`the Unlimited subscription did not become active in ${timeoutMs / 1000} s`);
    }
    await sleep(200);
  }
}
