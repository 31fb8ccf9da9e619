import { checkOutOnStandIn } from '@hirerelay/testing/stripe-checkout';
import { expect, type Page } from '@playwright/test';
import { apiOf } from './accounts.js';

// The local Stripe stand-in's hosted pages (infra/local/stripe-emulator/pages), as a person uses them.

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const MASTERCARD = '5555 5555 5555 4444';

/** Fills the stand-in's card form (checkout or the portal's card update) with `card`. */
export async function fillCard(page: Page, card: string, name = 'Grace Hopper'): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
}

/** Pays on the stand-in's hosted checkout page the browser is on (a plan or an extra pack). */
export async function payOnCheckoutPage(page: Page, card = GOOD_CARD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^(Subscribe|Pay)$/ })).toBeVisible();
  await fillCard(page, card);
  await page.getByRole('button', { name: /^(Subscribe|Pay)$/ }).click();
}

/**
 * Makes the signed-in user a subscriber of `plan` the way a person does: the plan's button on the
 * pricing page, the card on the stand-in, and back on the subscription page once it is active.
 */
export async function subscribeThroughPricing(page: Page, plan = 'Professional'): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await payOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  await expect(currentPlan(page).getByText('Active', { exact: true })).toBeVisible();
}

/**
 * Makes the signed-in user a subscriber of `planId` for a test about something else: the checkout
 * asked through the API and its hosted page paid with a card (the stand-in's webhooks then reach
 * billing), on the page's own cookie jar, then waits until the subscription is active with its
 * card. The pricing page's own journey is `subscribeThroughPricing`.
 */
export async function subscribeThroughApi(page: Page, planId = 'professional'): Promise<void> {
  await checkOutOnStandIn(apiOf(page), planId);
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/billing/subscription');
        if (!response.ok()) return `${String(response.status())} from GET /api/billing/subscription`;
        const { subscription } = (await response.json()) as {
          subscription: { status: string; paymentMethod: unknown } | null;
        };
        return subscription?.paymentMethod ? subscription.status : 'not yet';
      },
      { message: `an active ${planId} subscription with its card`, timeout: 30_000 },
    )
    .toBe('active');
}

/** The subscription page's Current Plan card. */
export const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
