import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';

test('logging out, then in again with ?redirect=pricing, lands on /pricing', async ({ page }) => {
  const { email, password } = await createOnboardedUser(page, 'redirect');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // The session really ended: the dashboard sends us back to log in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

  await logIn(page, email, password, '/login?redirect=pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('a signed-out visitor is sent to log in and brought back to the page they asked for', async ({
  page,
}) => {
  const { email, password } = await createOnboardedUser(page, 'guard');
  await page.context().clearCookies();

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings$/);
  await logIn(page, email, password, page.url());
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test('a redirect to another site is ignored', async ({ page }) => {
  const { email, password } = await createOnboardedUser(page, 'offsite');
  await page.context().clearCookies();
  await logIn(page, email, password, '/login?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the server message in the banner', async ({ page }) => {
  const { email } = await createOnboardedUser(page, 'wrong-password');
  await page.context().clearCookies();
  await logIn(page, email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('users who have not finished onboarding go to the wizard, and the wizard needs a session', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fonboarding$/);

  const main = page.getByRole('main');
  await page.goto('/signup');
  await main.getByLabel('Email').fill(uniqueEmail('unfinished'));
  await main.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await main.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding/);

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/onboarding$/);
});
