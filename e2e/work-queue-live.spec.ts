import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import {
  apiOf,
  createOnboardedUser,
  identityDatabaseUrl,
  logIn,
  logInThroughApi,
} from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_JOBS, FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';

// The queue updates live (a new import, a claim, an Applied) over the existing event
// stream, without reloading. A staff member keeps the queue open while, through the API from other
// browser contexts, a customer imports a job, another staff member claims it and marks it Applied:
// the row appears, its assignee changes and it leaves, and the page is never reloaded.

const JOB = FIXTURE_JOBS.greenhouse;
test.describe.configure({ timeout: 120_000 });

const pages = useJobPages();

test('the open queue shows an import, a claim and an Applied from elsewhere without a reload', async ({
  browser,
}) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'queue-live-owner');
  await subscribeThroughPricing(user, 'Unlimited');

  // Another staff member, through the API only.
  const other = await (await browser.newContext()).newPage();
  const otherAdmin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(other, otherAdmin.email, otherAdmin.password);

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  // The page's event stream is open (what happens before it opens is not replayed to a new one).
  const streamOpen = staff.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard\/queue$/);
  // Everything on the customer's plan (a short queue: Unlimited is due first, in 24 hours).
  await staff.getByLabel('Plan').selectOption('Unlimited');
  await expect(staff).toHaveURL(/plan=Unlimited/);
  const rows = staff.locator('tbody tr[data-row]');
  await streamOpen;
  // A mark on this document: a reload would lose it.
  await staff.evaluate(() => {
    (window as unknown as { queueStayedOpen?: boolean }).queueStayedOpen = true;
  });

  // The customer imports: the row appears, nobody's yet.
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 9300));
  const ours = rows.filter({ has: staff.locator(`a[href="/dashboard/jobs/${id}"]`) });
  await expect(ours).toContainText(JOB.title);
  await expect(ours).toContainText('Unlimited');
  await expect(ours.locator('.work-queue__assignee')).toHaveText('—');

  // The other staff member claims it: the row names them.
  const claimed = await apiOf(other).post(`/api/jobs/${id}/claim`);
  expect(claimed.status).toBe(200);
  await expect(ours.locator('.work-queue__assignee')).toHaveText(otherAdmin.email);

  // …and marks it Applied: the row leaves the queue.
  const detail = await other.request.get(`/api/jobs/${id}`);
  const { url } = (await detail.json()) as { url: string };
  const applied = await apiOf(other).post(`/api/jobs/${id}/status`, {
    status: 'Applied',
    submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: url },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  await expect(ours).toHaveCount(0);

  // All of it on the page first shown.
  expect(
    await staff.evaluate(() => (window as unknown as { queueStayedOpen?: boolean }).queueStayedOpen),
  ).toBe(true);
});

test('the assignee picker finds a staff member by e-mail and gives them the job', async ({ browser }) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'queue-picker-owner');
  await subscribeThroughPricing(user, 'Starter');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 9301));

  const colleague = await createAdmin(identityDatabaseUrl());
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard\/queue$/);
  await staff.goto(`/dashboard/jobs/${id}`);
  const assignee = staff.getByLabel('Assignee');
  await expect(assignee).toContainText('Assignee: Unassigned');

  await assignee.getByRole('button', { name: 'Assign…' }).click();
  await assignee.getByLabel('Find staff by name or e-mail').fill(colleague.email.toUpperCase());
  const picker = assignee.getByLabel('Assign to');
  // The search reaches identity: the colleague is the one match.
  await expect(picker.locator('option:not([disabled])')).toHaveText([colleague.email]);
  await picker.selectOption({ label: colleague.email });
  await expect(assignee).toContainText(`Assignee: ${colleague.email}`);

  // The current assignee stays in the list whatever the search finds.
  await assignee.getByRole('button', { name: 'Assign…' }).click();
  await assignee.getByLabel('Find staff by name or e-mail').fill('no-such-staff-member');
  await expect(picker.locator('option:not([disabled])')).toHaveText([`${colleague.email} (assignee now)`]);
});
