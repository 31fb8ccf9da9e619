import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logIn } from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_JOBS, FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';

// The work queue through the real system: a staff member signs in, lands on the queue,
// claims the job that has waited longest, and the job's owner (another browser) sees when we aim
// to apply, while the claim itself never shows on their side.

const JOB = FIXTURE_JOBS.greenhouse;
test.describe.configure({ timeout: 120_000 });

const pages = useJobPages();

test('staff land on the queue, claim the oldest job, and the owner sees when we aim to apply', async ({
  browser,
}) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'queue-owner');
  await subscribeThroughPricing(user, 'Starter');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 9100));

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard\/queue$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();

  // Just this plan's unassigned work, oldest need first: the new Starter job is at the end of it.
  await staff.getByRole('button', { name: 'Unassigned' }).click();
  await staff.getByLabel('Plan').selectOption('Starter');
  const rows = staff.locator('tbody tr[data-row]');
  const ours = rows.filter({ has: staff.locator(`a[href="/dashboard/jobs/${id}"]`) });
  await expect(ours).toContainText(JOB.title);
  await expect(ours).toContainText('Starter');
  await expect(ours).toContainText(/Due in (2 d 2[0-3] h|3 d)/);
  const dueTexts = await rows.locator('.work-queue__due-at').allTextContents();
  const dueTimes = dueTexts.map((text) => Date.parse(text.replace(',', '')));
  expect(dueTimes).toEqual([...dueTimes].sort((a, b) => a - b));

  // The oldest job in this view: claim the first row (ours when the system is fresh), by keyboard.
  await rows.first().focus();
  const first = (await rows.first().getByRole('link').getAttribute('href')) ?? '';
  await staff.keyboard.press('c');
  await expect(staff.getByText(/^Claimed: /)).toBeVisible();
  await expect(rows.filter({ has: staff.locator(`a[href="${first}"]`) })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Mine' }).click();
  await expect(staff.locator(`tbody a[href="${first}"]`)).toBeVisible();
  await expect(rows.first()).toContainText('You');
  await staff.screenshot({ path: 'test-results/work-queue-1280.png', fullPage: true });

  // Ours too, from its page: the assignee control.
  await staff.goto(`/dashboard/jobs/${id}`);
  const assignee = staff.getByLabel('Assignee');
  if (first !== `/dashboard/jobs/${id}`) await assignee.getByRole('button', { name: 'Claim' }).click();
  await expect(assignee).toContainText('Assignee: You');

  // The owner sees the due time on the job and in the list, and nothing of who owns it.
  await user.goto(`/dashboard/jobs/${id}`);
  await expect(
    user.getByText(/^We aim to apply by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
  ).toBeVisible();
  await expect(user.getByText('Assignee')).toHaveCount(0);
  await user.goto('/dashboard');
  await expect(user.getByText(/We aim to apply by /).first()).toBeVisible();

  // The queue at phone width: cards, no sideways scrolling.
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto('/dashboard/queue');
  await expect(staff.locator('tbody tr[data-row]').first()).toBeVisible();
  await expectNoHorizontalOverflow(staff);
  await staff.screenshot({ path: 'test-results/work-queue-360.png', fullPage: true });
});
