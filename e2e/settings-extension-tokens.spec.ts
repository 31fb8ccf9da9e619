import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, csrfHeaders, identityDatabaseUrl, logIn } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { createTokenInSettings, extensionTokensCard } from './support/extension-tokens.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { toasts } from './support/toasts.js';

// Settings → Browser extension: a token is shown once, listed by name without its secret, and
// revoked after confirming; a revoked token no longer sends jobs.

test('a user creates an extension token, sees it once, and revokes it', async ({ page }) => {
  await createOnboardedUser(page, 'extension-tokens');
  const secret = await createTokenInSettings(page, 'Chrome on my laptop');
  const card = extensionTokensCard(page);
  await expect(card.getByText('It will not be shown again.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();

  const list = card.getByRole('table', { name: 'Extension tokens' });
  const row = list.getByRole('row').filter({ hasText: 'Chrome on my laptop' });
  await expect(row).toContainText('Never');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Shown once: after a reload the secret is nowhere on the page.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your new token' })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // A name the rules refuse stays in the form with its message.
  await card.getByLabel('Token name').fill('   ');
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByLabel('Token name')).toHaveAccessibleDescription(
    /Please enter a name for the token/,
  );

  // Cancelling the dialog keeps the token; confirming revokes it.
  await card.getByRole('button', { name: 'Revoke Chrome on my laptop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await expect(dialog).toContainText('Chrome on my laptop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await card.getByRole('button', { name: 'Revoke Chrome on my laptop' }).click();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(toasts(page).filter({ hasText: 'Token revoked' })).toBeVisible();
  await expect(card.getByText('No tokens yet.')).toBeVisible();

  // The revoked token is refused by the extension's route, whatever cookies come with it.
  const refused = await page.request.post('/api/extension/jobs', {
    headers: { authorization: `Bearer ${secret}`, ...(await csrfHeaders(page.request)) },
    data: { url: 'https://www.linkedin.com/jobs/view/123' },
  });
  expect(refused.status()).toBe(401);
});

test('staff have no extension tokens section (only users send jobs)', async ({ page }) => {
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/queue$/);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Change Password' })).toBeVisible();
  await expect(extensionTokensCard(page)).toHaveCount(0);
});

test("the dashboard's Chrome Extension card leads to the install page and its zip", async ({ page }) => {
  await createOnboardedUser(page, 'extension-install');
  await page.goto('/dashboard');
  const box = page.getByRole('region', { name: 'New Job' });
  await box.getByRole('link', { name: 'Add to Chrome' }).click();
  await expect(page).toHaveURL(/\/dashboard\/extension$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Install the browser extension' })).toBeVisible();
  // No store link until EXTENSION_STORE_URL is set; the built zip is offered instead.
  await expect(page.getByRole('link', { name: 'Chrome Web Store' })).toHaveCount(0);
  const download = page.getByRole('link', { name: 'Download the extension (zip)' });
  const zip = await page.request.get((await download.getAttribute('href'))!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(extensionTokensCard(page)).toBeVisible();
});
