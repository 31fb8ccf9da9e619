import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, csrfHeaders, identityDatabaseUrl, logIn } from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { toastArea } from './support/toasts.js';

// The staff workbench's packet: a staff member works a Professional customer's job
// from the job page (packet, internal note, outreach, Applied) while the customer watches their
// own page in another browser context: the outreach and Applied reach them, the note never does.

test.describe.configure({ timeout: 180_000 });

const pages = useJobPages();

test('staff use the packet, add an internal note, record outreach and apply; the owner sees outreach and Applied, never the note', async ({
  browser,
}) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'workbench');
  await subscribeThroughPricing(user, 'Professional');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 7900));
  const jobPath = `/dashboard/jobs/${id}`;

  const staffContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const staff = await staffContext.newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard/);
  // The recruiter staff found for the job (the edit form's own journey is job-detail.spec.ts's).
  const headers = await csrfHeaders(staff.request);
  const { version } = (await (await staff.request.get(`/api/jobs/${id}`)).json()) as { version: number };
  const edited = await staff.request.patch(`/api/jobs/${id}`, {
    headers,
    data: { version, recruiters: [{ name: 'Ada Lovelace', email: 'ada@example.com' }] },
  });
  expect(edited.status()).toBe(200);

  await user.goto(jobPath);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(jobPath);

  // The packet: the customer's details with a copy button beside each value.
  const packet = staff.getByRole('region', { name: 'Application packet' });
  await expect(packet.getByText('Grace Hopper')).toBeVisible();
  // The e-mail for application forms is the customer's reply address (issue 29).
  await expect(packet.getByText(/^[a-z2-7]{16}@reply\.hirerelay\.local$/)).toBeVisible();
  await expect(packet.getByText('+1 555 010 0199')).toBeVisible();
  await expect(packet.getByText('US Citizen')).toBeVisible();
  await expect(packet.getByRole('link', { name: 'Open resume' })).toBeVisible();
  await packet.getByRole('button', { name: 'Copy Phone' }).click();
  await expect(toastArea(staff).getByText('Phone copied')).toBeVisible();
  expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe('+1 555 010 0199');
  await packet.getByRole('button', { name: 'Copy Recruiter e-mail' }).click();
  expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe('ada@example.com');

  // An internal note, from the keyboard.
  const secret = 'Customer prefers remote roles only';
  const notes = staff.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('textbox', { name: 'New internal note' }).fill(secret);
  await notes.getByRole('textbox', { name: 'New internal note' }).press('Enter');
  await expect(notes.getByRole('list', { name: 'Internal notes' }).getByText(secret)).toBeVisible();

  // Outreach to the recruiter.
  const outreach = staff.getByRole('region', { name: 'Recruiter outreach' });
  await outreach.getByRole('combobox', { name: 'Channel' }).selectOption('linkedin');
  await outreach
    .getByRole('textbox', { name: 'Message sent' })
    .fill('Hello Ada, Grace would be a great fit.');
  await outreach.getByRole('button', { name: 'Record outreach' }).click();
  await expect(toastArea(staff).getByText('Outreach recorded')).toBeVisible();
  await expect(outreach.getByText('Hello Ada, Grace would be a great fit.')).toBeVisible();
  await staff.screenshot({ path: test.info().outputPath('workbench-1280.png'), fullPage: true });
  await staff.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(staff);
  await staff.screenshot({ path: test.info().outputPath('workbench-360.png'), fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 900 });

  // Applied, with the receipt's facts (the applied URL comes filled in from the job's link).
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('Applied');
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(toastArea(staff).getByText('Job status updated successfully!')).toBeVisible();

  // The owner's open page follows without a reload: the outreach and Applied, never the note.
  await expect(user.locator('.job-detail__company .job-status')).toHaveText('Applied');
  await expect(user.getByRole('list', { name: 'Recruiter outreach' })).toContainText('Ada Lovelace');
  await expect(user.getByRole('list', { name: 'Recruiter outreach' })).toContainText('LinkedIn');
  await expect(user.getByText('Hello Ada, Grace would be a great fit.')).toHaveCount(0);
  await user.getByRole('tab', { name: /^Timeline/ }).click();
  await expect(user.getByText('Recruiter outreach sent to Ada Lovelace')).toBeVisible();
  await expect(user.getByText('Status changed to Applied')).toBeVisible();
  await user.reload();
  await expect(user.getByText('Recruiter outreach sent to Ada Lovelace')).toBeVisible();
  expect(await user.content()).not.toContain(secret);
  await expect(user.getByRole('region', { name: 'Internal notes' })).toHaveCount(0);
  await expect(user.getByRole('region', { name: 'Application packet' })).toHaveCount(0);
});
