import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import { launchWithExtension, type ExtensionBrowser } from './support/extension-browser.js';
import { createTokenInSettings, revokeTokenInSettings } from './support/extension-tokens.js';
import { HOSTILE_PAGES } from '@hirerelay/local-infra/job-pages';
import { FIXTURE_JOBS, FIXTURE_PAGES, startJobPages, variantUrl, type JobPages } from './support/jobs.js';

// The built browser extension in Debian's Chromium, against the system under test: the token made
// in Settings goes into the options page, the popup sends the job page in front, and the job is on
// the dashboard; then a duplicate and a revoked token, each as the popup says them. And a page the
// server may not fetch (403 to anything but a browser's navigation), imported with its full
// details as the extension read them from the tab.

// Each test signs up, subscribes and starts a Chromium of its own: more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 90_000 });

let pages: JobPages;
let launched: ExtensionBrowser | undefined;
test.beforeAll(async () => {
  pages = await startJobPages();
});
test.afterEach(async () => {
  await launched?.close();
  launched = undefined;
});
test.afterAll(async () => {
  await pages?.close();
});

/**
 * A subscriber on Starter with the extension in a Chromium of their own: a token made in Settings
 * (`tokenName`) and saved with the server's `address` in the options page, which starts on the
 * built-in address and saves this system's origin.
 */
async function subscriberWithExtension(
  baseURL: string,
  label: string,
  tokenName: string,
  address: string,
): Promise<{ browser: ExtensionBrowser; page: Page }> {
  const browser = await launchWithExtension(baseURL);
  launched = browser;
  const page = await browser.context.newPage();
  await createOnboardedUser(page, label);
  await subscribeThroughApi(page, 'starter');
  const secret = await createTokenInSettings(page, tokenName);

  const options = await browser.context.newPage();
  await options.goto(browser.pageUrl('options.html'));
  await expect(options.getByLabel('Server address')).toHaveValue('http://localhost:8080');
  await options.getByLabel('Server address').fill(address);
  await options.getByLabel('Token').fill(secret);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(/^Saved\./);
  await expect(options.getByLabel('Server address')).toHaveValue(new URL(baseURL).origin);
  await options.close();
  return { browser, page };
}

/** Opens `jobUrl` in a tab in front and clicks the extension's button: answers the tab and the popup's link to the job. */
async function sendFromTab(browser: ExtensionBrowser, baseURL: string, jobUrl: string) {
  const jobPage = await browser.context.newPage();
  await jobPage.goto(jobUrl);
  await jobPage.bringToFront();
  const sent = await browser.clickAction(jobUrl);
  expect(sent.text).toContain('Sent to HireRelay');
  const openJob = sent.links.find((link) => link.text === 'Open the job');
  expect(openJob?.href).toMatch(new RegExp(`^${new URL(baseURL).origin}/dashboard/jobs/[0-9a-f-]{36}$`));
  return { jobPage, jobHref: openJob!.href };
}

test('a subscriber sends a job page from the extension and it appears on the dashboard', async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // The options page: the server defaults to the built-in address; this system runs elsewhere (and
  // a trailing slash is dropped).
  const { browser, page } = await subscriberWithExtension(
    baseURL,
    'extension',
    'Chrome under test',
    `${new URL(baseURL).origin}/`,
  );

  const jobUrl = variantUrl(pages, FIXTURE_PAGES.greenhouse, 4101);
  const { jobPage, jobHref } = await sendFromTab(browser, baseURL, jobUrl);

  await page.goto('/dashboard');
  const rows = page.getByRole('table', { name: 'My Jobs' }).locator('tbody tr');
  await expect(rows.first()).toContainText(FIXTURE_JOBS.greenhouse.title);
  await expect(rows).toHaveCount(1);
  await page.goto(jobHref);
  await expect(page.getByText(FIXTURE_JOBS.greenhouse.company).first()).toBeVisible();

  // The same page again: the server's duplicate text, linking to the job already there.
  await jobPage.bringToFront();
  const again = await browser.clickAction(jobUrl);
  expect(again.text).toContain('Already on your dashboard');
  expect(again.text).toContain('You have already imported this job.');
  expect(again.links.find((link) => link.text === 'Open the job')?.href).toBe(jobHref);

  // Revoked in Settings: the popup says the token is refused and points to the options.
  await revokeTokenInSettings(page, 'Chrome under test');
  await jobPage.bringToFront();
  const refused = await browser.clickAction(jobUrl);
  expect(refused.text).toContain('Check your token');
  expect(refused.text).toContain('This extension token is not valid.');
  expect(refused.links).toEqual([{ text: 'Open the options', href: browser.pageUrl('options.html') }]);
  await page.goto('/dashboard');
  await expect(rows.first()).toContainText(FIXTURE_JOBS.greenhouse.title);
  await expect(rows).toHaveCount(1);
});

test('a page the server may not fetch is imported with the details the extension read from the tab', async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const { browser, page } = await subscriberWithExtension(
    baseURL,
    'extension-tab',
    'Chrome reading tabs',
    new URL(baseURL).origin,
  );

  // The Greenhouse page behind a wall: a server's fetch (the jobs service's) gets 403, the browser
  // the page.
  const jobUrl = variantUrl(pages, HOSTILE_PAGES.blocked(FIXTURE_PAGES.greenhouse), 4201);
  expect((await fetch(jobUrl)).status).toBe(403);
  const { jobPage, jobHref } = await sendFromTab(browser, baseURL, jobUrl);
  await expect(jobPage.getByRole('heading', { name: FIXTURE_JOBS.greenhouse.title })).toBeVisible();

  await page.goto('/dashboard');
  const rows = page.getByRole('table', { name: 'My Jobs' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(FIXTURE_JOBS.greenhouse.title);
  await expect(rows.first()).toContainText(FIXTURE_JOBS.greenhouse.company);
  await page.goto(jobHref);
  await expect(page.getByRole('heading', { level: 1, name: FIXTURE_JOBS.greenhouse.title })).toBeVisible();
  await expect(page.getByText(FIXTURE_JOBS.greenhouse.company).first()).toBeVisible();
  await expect(page.getByText('Remote (United States)').first()).toBeVisible();
  await expect(page.getByText('Globex moves data for 900 hospitals.').first()).toBeVisible();
  await expect(page.getByText('Own our streaming pipeline').first()).toBeVisible();
  await expect(page.getByText('Waiting for admin input')).toHaveCount(0);
});
