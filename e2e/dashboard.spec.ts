import { createAdmin } from '@hirerelay/testing/factories';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import { FIXTURE_JOBS, FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { toastArea } from './support/toasts.js';

// The dashboard's journeys through the real system: the usage card, the New Job box and the
// two-step import dialog against fixture job pages, My Jobs and staff's Jobs.

const pages = useJobPages();

const ring = (page: Page) => page.getByRole('progressbar', { name: 'Jobs used this period' });
const jobsTable = (page: Page, name = 'My Jobs') => page.getByRole('table', { name });
const bodyRows = (page: Page, name = 'My Jobs') => jobsTable(page, name).locator('tbody tr');
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Import a job' });

/** Pastes a link into the New Job box and sends it: the dialog opens and looks it up. */
async function pasteLink(page: Page, url: string) {
  await page.getByRole('region', { name: 'New Job' }).getByLabel('Job URL').fill(url);
  await page.getByRole('button', { name: 'HireRelay', exact: true }).click();
}

/** As pasteLink, when the dialog stays open (the link is not refused at once). */
async function sendLink(page: Page, url: string) {
  await pasteLink(page, url);
  await expect(dialog(page)).toBeVisible();
}

test('a subscriber imports a job through the box and the dialog; it tops My Jobs and the ring moves', async ({
  page,
}, testInfo) => {
  await createOnboardedUser(page, 'importer');
  await subscribeThroughApi(page, 'starter');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(ring(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('usage-used')).toHaveText('0 of 10');

  // A link the rules refuse never reaches the server.
  await page.getByRole('region', { name: 'New Job' }).getByLabel('Job URL').fill('not a link');
  await page.getByRole('button', { name: 'HireRelay', exact: true }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const url = pages.pageUrl(FIXTURE_PAGES.greenhouse);
  await sendLink(page, url);
  // The review step shows what the page said.
  await expect(dialog(page).getByText(FIXTURE_JOBS.greenhouse.title, { exact: true })).toBeVisible();
  await expect(dialog(page).getByText(FIXTURE_JOBS.greenhouse.company, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-review-1280.png') });
  await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();

  await expect(toastArea(page).getByText('Job Imported Successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(
    page.getByText('Thanks for submitting! HireRelay is working on your application.'),
  ).toBeVisible();
  // The list and the card refresh without a reload.
  await expect(bodyRows(page).first()).toContainText(FIXTURE_JOBS.greenhouse.title);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).not.toContainText('(Example Job)');
  await expect(ring(page)).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByTestId('usage-used')).toHaveText('1 of 10');
  await expect(page.getByTestId('usage-time-saved')).toHaveText('0h 20m');
  await expect(page.getByTestId('usage-network-growth')).toHaveText('1 connection');

  // The same job again: refused at once (before any page is read) with a link to the one already
  // imported, no quota used.
  await sendLink(page, url);
  await expect(dialog(page).getByText('You have already imported this job.')).toBeVisible();
  await expect(page.getByTestId('usage-used')).toHaveText('1 of 10');
  await dialog(page).getByRole('link', { name: 'View the job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
  await page.goBack();

  // Row click opens the job too.
  await bodyRows(page)
    .first()
    .getByRole('cell', { name: FIXTURE_JOBS.greenhouse.company, exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
});

test('at the plan’s limit the import is refused with Usage Limit Reached and Upgrade Plan', async ({
  page,
  context,
}) => {
  await createOnboardedUser(page, 'at-limit');
  await subscribeThroughApi(page, 'starter');
  for (let jobId = 1; jobId <= 10; jobId += 1) {
    await importThroughApi(page, variantUrl(pages, FIXTURE_PAGES.workday, jobId));
  }
  await page.goto('/dashboard');
  await expect(page.getByTestId('usage-used')).toHaveText('10 of 10');
  await expect(ring(page)).toHaveAttribute('aria-valuenow', '100');
  // Red above 90 %.
  await expect(ring(page)).toHaveAttribute('data-alert', 'true');

  // Refused by the review step, before any page is read.
  await pasteLink(page, pages.pageUrl(FIXTURE_PAGES.linkedin));
  const toast = toastArea(page).locator('[data-sonner-toast]').filter({ hasText: 'Usage Limit Reached' });
  await expect(toast).toContainText("You've reached your monthly limit of 10 job imports.");
  await expect(dialog(page)).toHaveCount(0);
  const opening = context.waitForEvent('page');
  await toast.getByRole('button', { name: 'Upgrade Plan' }).click();
  const pricing = await opening;
  await expect(pricing).toHaveURL(/\/pricing$/);
  await pricing.close();
  await expect(bodyRows(page)).toHaveCount(10);
});

test('without a subscription: the card offers the plans, the example job shows, an import asks for a plan', async ({
  page,
  context,
}) => {
  await createOnboardedUser(page, 'no-plan');
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'No Active Subscription' });
  await expect(card.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');

  // One example row, marked and not clickable.
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('(Example Job)');
  await bodyRows(page).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Refused at once: the review step checks the subscription before reading any page.
  await pasteLink(page, pages.pageUrl(FIXTURE_PAGES.linkedin));
  const toast = toastArea(page).locator('[data-sonner-toast]').filter({ hasText: 'Subscription Required' });
  await expect(toast).toContainText('You need an active subscription to import jobs.');
  const opening = context.waitForEvent('page');
  await toast.getByRole('button', { name: 'View Plans' }).click();
  await expect(await opening).toHaveURL(/\/pricing$/);
});

test('My Jobs filters, sorts and clears, all kept in the URL', async ({ page }, testInfo) => {
  await createOnboardedUser(page, 'filters');
  await subscribeThroughApi(page, 'professional');
  for (const name of [FIXTURE_PAGES.greenhouse, FIXTURE_PAGES.linkedin, FIXTURE_PAGES.workday]) {
    await importThroughApi(page, pages.pageUrl(name));
  }
  await page.goto('/dashboard');
  await expect(bodyRows(page)).toHaveCount(3);

  // Sorting: the first click sorts descending, the next ascending.
  const companies = () => bodyRows(page).locator('td[data-label="Company"]');
  await jobsTable(page).getByRole('button', { name: 'Company' }).click();
  await expect(page).toHaveURL(/sort=company&direction=desc/);
  await expect(companies()).toHaveText(['Initech GmbH', 'Globex', 'Acme Corp']);
  await jobsTable(page).getByRole('button', { name: 'Company' }).click();
  await expect(page).toHaveURL(/sort=company&direction=asc/);
  await expect(companies()).toHaveText(['Acme Corp', 'Globex', 'Initech GmbH']);
  await expect(jobsTable(page).getByRole('columnheader', { name: 'Company' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Filters: the search narrows, a reload keeps it, an unmatched one says so, Clear brings all back.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('globex');
  await expect(page).toHaveURL(/search=globex/);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('globex');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByLabel('Status').selectOption('Applied');
  await expect(
    page.getByText('No jobs found matching your filters. Try adjusting your search criteria.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page).toHaveURL(/\/dashboard\?sort=company&direction=asc$/);

  // From the top, so the sticky header is not painted into the middle of a full-page shot.
  const shoot = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${String(width)}.png`), fullPage: true });
  };
  await shoot(360);
  await shoot(1280);
});

test('staff see every job with Done, its user and Interview Secured, tick Done and export the CSV', async ({
  page,
}, testInfo) => {
  // Two accounts, a job, the list, a job page and back, and two exports: more than the default 30 s.
  test.setTimeout(60_000);
  const owner = await createOnboardedUser(page, 'staff-view');
  await subscribeThroughApi(page, 'starter');
  const job = await importThroughApi(page, pages.pageUrl(FIXTURE_PAGES.workday));
  await page.context().clearCookies();

  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs', exact: true })).toBeVisible();
  // Staff get neither the usage card nor the New Job box.
  await expect(page.getByRole('region', { name: 'New Job' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Jobs used this period' })).toHaveCount(0);

  const table = jobsTable(page, 'Jobs');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Done',
    'ID',
    'User',
    'Job',
    'Company',
    'Status',
    'Platform',
    'Date Received',
    'Date Applied',
    'Interview Secured',
    'Actions',
  ]);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('ID', { exact: true }).fill(job.id.slice(0, 8));
  await expect(bodyRows(page, 'Jobs')).toHaveCount(1);
  const row = bodyRows(page, 'Jobs').first();
  await expect(row.locator('td[data-label="ID"]')).toHaveText(job.id.slice(0, 6));

  const done = row.getByRole('checkbox', { name: /^Done:/ });
  await expect(done).not.toBeChecked();
  await done.check();
  await expect(done).toBeChecked();
  const secured = row.getByRole('checkbox', { name: /^Interview secured:/ });
  await secured.check();
  await page.reload();
  await expect(
    bodyRows(page, 'Jobs')
      .first()
      .getByRole('checkbox', { name: /^Done:/ }),
  ).toBeChecked();
  await expect(
    bodyRows(page, 'Jobs')
      .first()
      .getByRole('checkbox', { name: /^Interview secured:/ }),
  ).toBeChecked();

  // Whose job it is: the owner's name and e-mail, linking to the user; every column fits at 1280 px.
  const user = row.locator('td[data-label="User"]');
  await expect(user).toContainText('Grace Hopper');
  await expect(user).toContainText(owner.email);
  await expect(user.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
    'href',
    /^\/dashboard\/subscription\/users\/[0-9a-f-]{36}$/,
  );
  // The table's box does not scroll sideways: the last column (Actions) is on screen.
  const overflow = await table.evaluate((element) => {
    const wrap = element.parentElement;
    return wrap ? wrap.scrollWidth - wrap.clientWidth : Infinity;
  });
  expect(overflow).toBe(0);
  await expect(
    page.getByRole('list', { name: 'Job counts' }).getByRole('button', { name: /^All \d/ }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-1280.png'), fullPage: true });

  // One user's jobs, and the job page's way back to the list as it was.
  await user.getByRole('button', { name: /^Show only/ }).click();
  await expect(page).toHaveURL(/userId=[0-9a-f-]{36}/);
  await expect(page.getByText("Showing only Grace Hopper's jobs.")).toBeVisible();
  await bodyRows(page, 'Jobs')
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/dashboard\?jobId=.*userId=[0-9a-f-]{36}/);
  await expect(bodyRows(page, 'Jobs')).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('staff-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The export carries the list's filters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jobs-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'ID,Title,Company,Status,Platform,Date Received,Date Applied,Location,Notes,Interview Secured,Recruiters',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(FIXTURE_JOBS.workday.title);

  await page.route('**/api/jobs/export.csv*', (route) =>
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
});

test('the jobs list offers Retry when it cannot load', async ({ page }) => {
  await createOnboardedUser(page, 'list-error');
  let failing = true;
  await page.route('**/api/jobs?*', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"x"}}',
        })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  const error = page.getByRole('alert').filter({ hasText: 'Error Loading Jobs' });
  await expect(error).toContainText('Failed to load jobs');
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(bodyRows(page).first()).toContainText('(Example Job)');
});

test('each dashboard section shows the loading indicator on its first visit only', async ({ page }) => {
  await createOnboardedUser(page, 'indicator');
  const indicator = page.getByRole('status').filter({ hasText: 'Loading page…' });
  await page.goto('/dashboard/settings');
  await expect(indicator).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(indicator).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(indicator).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Back to a section already seen: straight in.
  await nav.getByRole('link', { name: /Profile|Settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(indicator).toHaveCount(0);
});
