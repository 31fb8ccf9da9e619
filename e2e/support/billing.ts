import { expect, type Page } from '@playwright/test';

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

/** The subscription page's Current Plan card. */
export const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
