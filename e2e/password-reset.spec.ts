import { expect, test } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';
import { latestMailTo, linkTo } from './support/mail.js';

test('a forgotten password is reset from the e-mailed link, then used to log in', async ({ page }) => {
  const { email, password: oldPassword } = await createOnboardedUser(page, 'reset');
  await page.context().clearCookies();
  const main = page.getByRole('main');

  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText('Check your email')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

  const message = await latestMailTo(email);
  const link = linkTo(message, '/reset-password');
  expect(link.searchParams.get('token')).toBeTruthy();
  // The link's host is the configured public address; open it on the server under test.
  await page.goto(`${link.pathname}${link.search}`);

  const newPassword = 'Brand-new-secret-77';
  await main.getByLabel('New password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm new password').fill(newPassword);
  await main.getByRole('button', { name: 'Reset password' }).click();
  const resetAt = Date.now();
  await expect(main.getByRole('status')).toContainText('Your password has been reset');

  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const waited = Date.now() - resetAt;
  expect(waited, 'the page waits about 3 seconds before going to the login page').toBeGreaterThan(2_000);

  // The link is single-use.
  await page.goto(`${link.pathname}${link.search}`);
  await main.getByLabel('New password', { exact: true }).fill('Another-secret-88');
  await main.getByLabel('Confirm new password').fill('Another-secret-88');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');

  await logIn(page, email, oldPassword);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
