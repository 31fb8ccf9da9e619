import { createAdmin } from '@hirerelay/testing/factories';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { expectNoHorizontalOverflow } from './support/layout.js';

/**
 * A user with a finished profile, and an admin on User Management searching for them: the list
 * shows exactly that user's row. The user first sees that the screen is not theirs.
 */
async function adminSearchingFor(page: Page) {
  const user = await createOnboardedUser(page, 'managed-user');

  // A normal user keeps the subscription screen.
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('User Management')).toHaveCount(0);
  await expect(page.getByPlaceholder('Search users, plans, status...')).toHaveCount(0);
  // A fresh session for the admin (no Logout reload racing the next login form).
  await page.context().clearCookies();

  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  const search = page.getByPlaceholder('Search users, plans, status...');
  await search.fill(user.email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(user.email)}`));
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  return { user, search, row };
}

test('an admin finds a user, keeps the filters in the URL, and exports the list', async ({
  page,
}, testInfo) => {
  const { user, search, row } = await adminSearchingFor(page);
  await expect(page.getByRole('columnheader')).toHaveText([
    'ID',
    'Name',
    'Email',
    'Role',
    'Status',
    'Plan',
    'Usage',
    'Subscription Date',
    'Last Login',
    'Actions',
  ]);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0/25' })).toBeVisible();

  // Sorting is the server's, kept in the URL with the filters.
  await page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=email&direction=asc/);
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(row).toHaveCount(1);

  // Filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(search).toHaveValue(user.email);
  await expect(row).toHaveCount(1);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('list-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('list-1280.png'), fullPage: true });

  // The export carries the same filters; the server builds the file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('ID,NAME,EMAIL,PLAN,STATUS,USAGE,SUBSCRIPTION DATE');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(user.email);
  expect(lines[1]).toContain(',active,');

  // When the export fails, the admin is told so and stays on the page.
  await page.route('**/api/admin/users/export.csv*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"x"}}',
    }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to export jobs. Please try again.' }),
  ).toBeVisible();
  await page.unroute('**/api/admin/users/export.csv*');

  // Searching for nobody says so.
  await search.fill('no-such-user-anywhere');
  await expect(
    page.getByText('No users found matching your filters. Try adjusting your search criteria.'),
  ).toBeVisible();
});

test('an admin opens a user and changes their status and role at once', async ({ page }, testInfo) => {
  const { user, search, row } = await adminSearchingFor(page);

  // A click on the row opens the user.
  await row.getByRole('cell', { name: user.email }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByText(user.email)).toBeVisible();
  await expect(contact.getByText('+1 555 010 0199')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'https://www.linkedin.com/in/grace' })).toBeVisible();
  const resume = page.getByRole('region', { name: 'Resume' });
  await expect(resume.getByText('grace.pdf')).toBeVisible();
  await expect(resume.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /.+/);
  await expect(page.getByRole('region', { name: 'Background' }).getByText('US Citizen')).toBeVisible();
  // The user's jobs are listed under their details (none yet).
  await expect(
    page.getByRole('region', { name: 'Jobs' }).getByText('This user has no jobs yet.'),
  ).toBeVisible();

  const status = page.getByRole('region', { name: 'Account' }).getByLabel('Status');
  await expect(status).toHaveValue('active');
  await status.selectOption('pending');
  await expect(page.getByText('Status saved: pending')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('detail-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('detail-1280.png'), fullPage: true });

  // Admins grant the admin role from the same card; it is saved at once too.
  const role = page.getByRole('region', { name: 'Account' }).getByLabel('Role');
  await expect(role).toHaveValue('user');
  await role.selectOption('admin');
  await expect(page.getByText('Role saved: Admin')).toBeVisible();

  await page.reload();
  await expect(status).toHaveValue('pending');
  await expect(role).toHaveValue('admin');

  await page.getByRole('button', { name: 'Back to Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?/);
  await expect(search).toHaveValue(user.email);
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
});

test('a normal user cannot open a user detail', async ({ page }) => {
  await createOnboardedUser(page, 'not-admin');
  await page.goto('/dashboard/subscription/users/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
});

test('staff see the system status, with every part, under the dashboard', async ({ page }) => {
  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');

  const status = page.getByTestId('system-status');
  await expect(status).toHaveAccessibleName('System status');
  await expect(status).toContainText('All systems operational');
  const parts = status.getByRole('listitem');
  await expect(parts.first()).toBeHidden();
  await status.getByText('All systems operational').click();
  for (const part of ['gateway', 'identity', 'jobs', 'billing', 'content', 'notifications', 'redis']) {
    await expect(parts.filter({ hasText: part }).first()).toContainText('Up');
  }
});

test('a normal user sees no system status on the dashboard', async ({ page }) => {
  await createOnboardedUser(page, 'no-status-user');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('system-status')).toHaveCount(0);
});
