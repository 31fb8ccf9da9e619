import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import { useJobPages } from './support/jobs.js';
import { toastArea } from './support/toasts.js';

// A link is never lost: a link to a page the server cannot read (the fixture server
// answers 404, as an expired post or a blocked board does) is imported with placeholders, and staff
// find it by its `details needed` mark, fill it in, and the mark goes away.

const pages = useJobPages();

const UNREADABLE = "We couldn't read this page. Import it anyway and our team will fill in the details.";
const PLACEHOLDER = 'Waiting for admin input';
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Import a job' });

test('an unreadable link is imported with placeholders; staff filter on details needed, fill it in, and the mark goes', async ({
  page,
}, testInfo) => {
  // Two people's journeys in one (sign-up, checkout, import; staff's filter and edit).
  test.slow();
  await createOnboardedUser(page, 'unreadable');
  await subscribeThroughApi(page, 'starter');
  await page.goto('/dashboard');
  const url = `${pages.origin}/jobs/expired-posting?jobid=424242`;
  await page.getByRole('region', { name: 'New Job' }).getByLabel('Job URL').fill(url);
  await page.getByRole('button', { name: 'HireRelay', exact: true }).click();

  // The review step says so, and Import and Cancel stay in view at every size (the fields scroll).
  await expect(dialog(page).getByText(UNREADABLE)).toBeVisible();
  const importButton = dialog(page).getByRole('button', { name: 'Import', exact: true });
  for (const [width, height] of [
    [360, 740],
    [1280, 900],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(importButton).toBeInViewport({ ratio: 1 });
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({
      path: testInfo.outputPath(`import-unreadable-${String(width)}x${String(height)}.png`),
    });
  }
  await importButton.click();
  await expect(toastArea(page).getByText('Job Imported Successfully')).toBeVisible();
  const row = page.getByRole('table', { name: 'My Jobs' }).locator('tbody tr').first();
  await expect(row).toContainText(PLACEHOLDER);
  // The owner sees the placeholders, not staff's mark.
  await expect(row).not.toContainText('details needed');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: PLACEHOLDER })).toBeVisible();
  const jobPath = new URL(page.url()).pathname;

  await page.context().clearCookies();
  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Filters' }).click();
  // The box shows the click as the click ends, not once the URL's render lands (the URL changes in
  // a transition): read in the click's own task, so a box that springs back fails every time.
  const detailsNeeded = page.getByLabel('Details needed only');
  const checkedAsClicked = await detailsNeeded.evaluate((box: HTMLInputElement) => {
    box.click();
    return box.checked;
  });
  expect(checkedAsClicked).toBe(true);
  await expect(page).toHaveURL(/detailsNeeded=true/);
  await expect(detailsNeeded).toBeChecked();
  const staffRows = page.getByRole('table', { name: 'Jobs' }).locator('tbody tr');
  await expect(staffRows.filter({ hasText: PLACEHOLDER }).first()).toContainText('details needed');
  for (const text of await staffRows.allInnerTexts()) expect(text).toContain('details needed');

  await page.goto(jobPath);
  const mark = page.locator('.job-details-needed');
  await expect(mark).toHaveText('details needed');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(PLACEHOLDER);
  await title.fill('Warehouse Supervisor');
  await page.getByRole('textbox', { name: 'Company' }).fill('Northwind');
  await expect(title).toHaveValue('Warehouse Supervisor');
  await page.getByRole('button', { name: 'Save all changes' }).click();
  await expect(toastArea(page).getByText('All changes saved successfully!')).toBeVisible();
  await expect(mark).toHaveCount(0);
  await page.goto('/dashboard?detailsNeeded=true');
  await expect(page.getByRole('table', { name: 'Jobs' }).getByText('Warehouse Supervisor')).toHaveCount(0);
});
