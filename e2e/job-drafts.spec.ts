import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logIn } from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { toastArea } from './support/toasts.js';

// Staff's drafts in the packet (issue 27): a staff member generates a cover letter (the local
// drafter: no model is configured here), edits it and attaches it; the owner then finds it as the
// job's cover letter on their job page, and never sees the drafts section.

test.describe.configure({ timeout: 180_000 });

const pages = useJobPages();

test('staff generate, edit and attach a cover letter in the packet; the owner sees it as the job’s cover letter', async ({
  browser,
}) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'drafts');
  await subscribeThroughPricing(user, 'Professional');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 7950));
  const jobPath = `/dashboard/jobs/${id}`;

  const staff = await (await browser.newContext()).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard/);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(jobPath);

  const drafts = staff.getByRole('region', { name: 'Drafts' });
  // Professional includes outreach: both buttons.
  await expect(drafts.getByRole('button', { name: 'Generate outreach message' })).toBeVisible();
  await drafts.getByRole('button', { name: 'Generate cover letter' }).click();
  await expect(toastArea(staff).getByText('Cover letter drafted')).toBeVisible();
  const letter = drafts.getByRole('article').first();
  await expect(letter.getByText(/^Local drafter · local-templates@/)).toBeVisible();
  const editor = letter.getByRole('textbox', { name: 'Cover letter text' });
  await expect(editor).toHaveValue(/^Dear Hiring Manager,/);

  const edited =
    'Dear Hiring Team,\n\nI would love to bring my experience to this role.\n\nSincerely,\nGrace Hopper';
  await editor.fill(edited);
  await letter.getByRole('button', { name: 'Save' }).click();
  await expect(toastArea(staff).getByText('Draft saved')).toBeVisible();
  await expect(letter.getByRole('button', { name: 'Download .docx' })).toBeEnabled();
  await drafts.screenshot({ path: test.info().outputPath('drafts-1280.png') });
  await staff.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(staff);
  await drafts.screenshot({ path: test.info().outputPath('drafts-360.png') });
  await staff.setViewportSize({ width: 1280, height: 900 });

  const download = staff.waitForEvent('download');
  await letter.getByRole('button', { name: 'Download .docx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cover-letter-[a-z0-9-]+\.docx$/);

  await letter.getByRole('button', { name: 'Attach as cover letter' }).click();
  await expect(toastArea(staff).getByText('Attached as the job’s cover letter')).toBeVisible();
  await expect(letter.getByText(/^Attached as the cover letter on /)).toBeVisible();

  // The owner: the cover letter on the job page, no drafts.
  await user.goto(jobPath);
  const documents = user.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/cover-letter-[a-z0-9-]+\.pdf/)).toBeVisible();
  await expect(user.getByRole('region', { name: 'Drafts' })).toHaveCount(0);
  expect(await user.content()).not.toContain('I would love to bring my experience');
});
