import { createAdmin } from '@hirerelay/testing/factories';
import { formatDate } from '@hirerelay/domain';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import {
  currentPlan,
  DECLINED_CARD,
  fillCard,
  MASTERCARD,
  payOnCheckoutPage,
  subscribeThroughApi,
  subscribeThroughPricing,
} from './support/billing.js';
import { holdRequests } from './support/held-requests.js';
import { toastArea } from './support/toasts.js';

// The billing journeys through the real system and the local Stripe stand-in: pricing → checkout
// → the subscription page, the portal, extra packs, and what an admin then sees.

const usageBar = (page: Page) => page.getByRole('progressbar', { name: 'Jobs used this period' });

/** The period's end as the subscription API reports it, formatted as the page must show it. */
async function periodEndShown(page: Page): Promise<string> {
  const response = await page.request.get('/api/billing/subscription');
  expect(response.ok()).toBe(true);
  const { subscription } = (await response.json()) as { subscription: { currentPeriodEnd: string } };
  const end = new Date(subscription.currentPeriodEnd);
  // A monthly plan bought just now: the period ends in 28 to 31 days.
  const days = (end.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(27);
  expect(days).toBeLessThan(32);
  return formatDate(end);
}

test('a plan bought on pricing: paid with 4242…, active with its quota, its invoice, then 5 more applications', async ({
  page,
}) => {
  await createOnboardedUser(page, 'checkout');
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The chosen plan's button says it is working and the others wait.
  const held = await holdRequests(page, '**/api/billing/checkout');
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await expect(page.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Unlimited' })).toBeDisabled();
  held.release();

  // Same tab, on the stand-in's hosted page.
  await expect(page).toHaveURL(/\/c\/pay\//);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('Professional');
  await payOnCheckoutPage(page);

  // Back with the session Stripe names, which the page confirms before saying paid.
  await expect(page).toHaveURL(/\/dashboard\/subscription\?success=true&session_id=cs_test_\w+$/);
  const plan = currentPlan(page);
  await expect(plan.getByText('Professional', { exact: true })).toBeVisible();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  // Active: the address no longer says success, so a reload does not wait again.
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(plan).toContainText('$75.00 / month');
  await expect(plan).toContainText('0 of 25');
  await expect(usageBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(plan).toContainText(`Next billing date${await periodEndShown(page)}`);
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Visa •••• 4242');

  const history = page.getByRole('button', { name: 'Transaction History' });
  await expect(history).toHaveAttribute('aria-expanded', 'false');
  await history.click();
  const invoices = page.getByRole('table', { name: 'Transaction History' }).getByRole('row');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.nth(1).getByRole('cell')).toHaveText([
    formatDate(new Date()),
    /Professional/,
    '$75.00',
    'Paid',
    'View receipt PDF',
  ]);
  // The receipt is Stripe's hosted invoice page (here the stand-in's), in a new tab.
  const receipt = invoices
    .nth(1)
    .getByRole('link', { name: /^View receipt/ })
    .first();
  await expect(receipt).toHaveAttribute('target', '_blank');
  const receiptPage = await page.request.get((await receipt.getAttribute('href'))!);
  expect(await receiptPage.text()).toContain('$75.00');
  // An active Professional plan: one way into the portal, with the offer of a bigger plan.
  await expect(page.getByRole('region', { name: 'Upgrade' })).toContainText('Need more applications?');
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);

  // Five more applications for this period, paid once.
  await plan.getByRole('button', { name: 'Buy 5 more applications' }).click();
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('$15.00');
  await payOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  await expect(plan).toContainText('0 of 30');
  await expect(plan).toContainText('Extra applications this period5');
});

test('a declined card stays on the stand-in; canceling there comes back with the canceled toast', async ({
  page,
}) => {
  await createOnboardedUser(page, 'declined');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await payOnCheckoutPage(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');

  await page.getByRole('link', { name: 'Return without paying' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(toastArea(page).getByText('Checkout canceled. You have not been charged.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeVisible();
  // Shown once: the address no longer carries the cancel.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeVisible();
  await expect(toastArea(page).getByText('Checkout canceled. You have not been charged.')).toHaveCount(0);
});

test('a subscriber manages the subscription from pricing: canceled in the portal, the page says when it ends', async ({
  page,
}) => {
  await createOnboardedUser(page, 'portal');
  await subscribeThroughPricing(page, 'Starter');

  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Switch to Professional' })).toBeEnabled();
  await page.getByRole('button', { name: 'Manage Your Subscription' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await page.getByRole('link', { name: '← Return' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  const end = await periodEndShown(page);
  await expect(
    page.getByText(`Your subscription will cancel at the end of the billing period on ${end}.`),
  ).toContainText('You can reactivate it in the subscription portal');
  await expect(currentPlan(page)).toContainText(`Ends on${end}`);
  // Still active until then.
  await expect(currentPlan(page).getByText('Active', { exact: true })).toBeVisible();
});

test('from the subscription page, a plan change in the portal shows as scheduled and a new card shows', async ({
  page,
}) => {
  await createOnboardedUser(page, 'portal-change');
  await subscribeThroughPricing(page, 'Professional');

  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const starter = await page.locator('#price option', { hasText: 'Starter' }).innerText();
  await page.getByLabel('New plan (from the next billing period)').selectOption({ label: starter });
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.locator('#status')).toContainText('Changes to');

  await fillCard(page, MASTERCARD);
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page.getByText('Card updated: mastercard •••• 4444.')).toBeVisible();
  await page.getByRole('link', { name: '← Return' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  const end = await periodEndShown(page);
  await expect(page.getByText(`Your plan changes to Starter on ${end}`)).toBeVisible();
  // Until then the plan and its quota stay.
  await expect(currentPlan(page).getByText('Professional', { exact: true })).toBeVisible();
  await expect(currentPlan(page)).toContainText('0 of 25');
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Mastercard •••• 4444');
});

test('billing failures: checkout and both portal buttons keep the person here with the spec toasts', async ({
  page,
}) => {
  await createOnboardedUser(page, 'billing-failures');
  // The gateway failing (a stand-in outage, a refused plan): nothing else on the page changes.
  await page.route('**/api/billing/checkout', (route) => route.fulfill({ status: 503, json: {} }));
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Unlimited' }).click();
  await expect(
    toastArea(page).getByText('Failed to redirect to checkout. Please try again later.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Choose Unlimited' })).toBeEnabled();
  await page.unroute('**/api/billing/checkout');

  await subscribeThroughPricing(page, 'Professional');
  await page.route('**/api/billing/portal', (route) => route.fulfill({ status: 503, json: {} }));
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(
    toastArea(page).getByText('Failed to access subscription management. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Manage Your Subscription' }).click();
  await expect(
    toastArea(page).getByText('Failed to access billing portal. Please try again later.'),
  ).toBeVisible();
});

test('an admin sees the subscriber’s plan and usage in User Management', async ({ page }) => {
  const user = await createOnboardedUser(page, 'admin-sees-plan');
  await subscribeThroughApi(page, 'professional');
  await page.context().clearCookies();

  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await page.goto(`/dashboard/subscription?search=${encodeURIComponent(user.email)}`);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Professional' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0/25' })).toBeVisible();
});
