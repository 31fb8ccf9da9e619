import { createAdmin } from '@hirerelay/testing/factories';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import {
  FIXTURE_JOBS,
  FIXTURE_PAGES,
  importThroughApi,
  startJobPages,
  variantUrl,
  type JobPages,
} from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { minimalPdf } from './support/pdf.js';
import { toastArea } from './support/toasts.js';

// The job detail page through the real system, a user and a staff member each in their own
// browser context side by side: what one does shows on the other's open page without a reload.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const JOB = FIXTURE_JOBS.greenhouse;
const STALE = 'This job was changed by someone else. Reload to see the latest version.';

// Each test first makes a subscriber (sign-up, onboarding, checkout) and a staff member, then works
// in two browsers at once: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

let pages: JobPages;
let nextVariant = 1;
test.beforeAll(async () => {
  pages = await startJobPages();
});
test.afterAll(async () => {
  await pages.close();
});

interface Pair {
  user: Page;
  staff: Page;
  jobId: string;
  jobPath: string;
}

/** A subscriber with one imported job, and a staff member signed in, each in their own context. */
async function userAndStaff(browser: Browser, label: string): Promise<Pair> {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, label);
  await subscribeThroughApi(user, 'starter');
  const { id } = await importThroughApi(
    user,
    variantUrl(pages, FIXTURE_PAGES.greenhouse, 7000 + nextVariant++),
  );
  const staff = await (await browser.newContext()).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(staff, admin.email, admin.password);
  await staff.goto('/dashboard');
  return { user, staff, jobId: id, jobPath: `/dashboard/jobs/${id}` };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const statusBadge = (page: Page) => page.locator('.job-detail__company .job-status');

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    'axe WCAG 2.1 AA violations',
  ).toEqual([]);
}

test('staff change the status and the user sees it live; they chat both ways live and the badge clears', async ({
  browser,
}) => {
  const { user, staff, jobPath } = await userAndStaff(browser, 'detail-live');
  await user.goto(jobPath);
  await expect(user.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
  await expect(statusBadge(user)).toHaveText('Saved');
  // A user reads the fields and cannot edit, change the status or delete.
  await expect(user.getByRole('button', { name: 'Save all changes' })).toHaveCount(0);
  await expect(user.getByRole('button', { name: 'Delete Job' })).toHaveCount(0);
  await expect(user.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(user.getByRole('textbox', { name: 'Title' })).toHaveCount(0);

  await staff.goto(jobPath);
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('Applied');
  // The submission receipt's facts: the job's resume (the profile's) went along, no cover letter.
  const submission = staff.getByRole('group', { name: 'Submission receipt' });
  await expect(submission.getByLabel('Resume sent with the application')).toBeChecked();
  await expect(submission.getByLabel('Cover letter sent with the application')).not.toBeChecked();
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(toastArea(staff).getByText('Job status updated successfully!')).toBeVisible();

  // The user's open page follows, no reload.
  await expect(statusBadge(user)).toHaveText('Applied');
  await tab(user, 'Timeline').click();
  await expect(user.getByText('Status changed to Applied')).toBeVisible();
  const receipt = user.getByRole('region', { name: 'Submission receipt' });
  await expect(receipt).toContainText('Profile resume');
  await expect(receipt).toContainText('None attached');
  await user.screenshot({ path: test.info().outputPath('job-user-receipt.png'), fullPage: true });

  // An interview with its date and time: the user's page offers the calendar file.
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('Interview Scheduled');
  await staff.getByLabel('Interview date and time (optional)').fill('2026-12-01T15:30');
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(toastArea(staff).getByText('Job status updated successfully!').first()).toBeVisible();
  await expect(statusBadge(user)).toHaveText('Interview Scheduled');
  await tab(user, 'Job Info').click();
  const calendar = user.getByRole('link', { name: 'Add to calendar (.ics)' });
  const ics = await user.request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  // Staff write; the user's Chat tab counts it, and opening it shows the message.
  await tab(staff, 'Chat').click();
  // An empty chat speaks to staff as staff, not as the customer.
  await expect(staff.getByText('No messages yet. Write to the user about this job here.')).toBeVisible();
  const staffSend = staff.getByRole('button', { name: 'Send' });
  await expect(staffSend).toBeDisabled();
  await staff.getByLabel('Message').fill('   ');
  await expect(staffSend).toBeDisabled();
  await staff.getByLabel('Message').fill('We sent your application today.');
  await expect(staffSend).toBeEnabled();
  await staffSend.click();
  await expect(staff.getByLabel('Message')).toHaveValue('');
  await expect(staff.locator('.chat__message').last()).toContainText('You');

  await expect(tab(user, 'Chat')).toContainText('1 unread');
  await tab(user, 'Chat').click();
  const fromTeam = user.locator('.chat__message').last();
  await expect(fromTeam).toContainText('HireRelay team');
  await expect(fromTeam).toContainText('We sent your application today.');

  // The user answers; staff see it under the user's name, at the bottom.
  await user.getByLabel('Message').fill('Thank you!');
  await user.getByRole('button', { name: 'Send' }).click();
  const fromUser = staff.locator('.chat__message').last();
  await expect(fromUser).toContainText('Thank you!');
  await expect(fromUser).toContainText('Grace Hopper');

  // On the dashboard the row shows the unread badge live, and it clears when the chat is opened.
  await user.goto('/dashboard');
  const row = user.getByRole('table', { name: 'My Jobs' }).locator('tbody tr').first();
  await expect(row).toContainText(JOB.title);
  await staff.getByLabel('Message').fill('One more thing.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(row).toContainText('1 unread');
  await row.click();
  await tab(user, 'Chat').click();
  await expect(user.locator('.chat__message').last()).toContainText('One more thing.');
  await user.getByRole('link', { name: 'Dashboard' }).click();
  await expect(row).toContainText(JOB.title);
  await expect(row).not.toContainText('unread');
});

test('staff edit and save; a second staff tab saving an older version is refused and reloads', async ({
  browser,
}) => {
  const { user, staff, jobPath } = await userAndStaff(browser, 'detail-edit');
  const second = await staff.context().newPage();
  await staff.goto(jobPath);
  await second.goto(jobPath);
  await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue(JOB.title);

  // The second tab has typed a change when the first one saves.
  await second.getByRole('textbox', { name: 'Company' }).fill('Globex International');
  await staff.getByRole('textbox', { name: 'Title' }).fill('Principal Data Engineer');
  await staff.getByRole('textbox', { name: 'Notes' }).fill('Referral from the hiring manager.');
  await staff.getByRole('button', { name: 'Add recruiter' }).click();
  await staff.getByRole('textbox', { name: 'Email' }).fill('recruiter@example.com');
  await staff.getByRole('button', { name: 'Save all changes' }).click();
  await expect(toastArea(staff).getByText('All changes saved successfully!')).toBeVisible();

  await second.getByRole('button', { name: 'Save all changes' }).click();
  await expect(toastArea(second).getByText(`Failed to save changes: ${STALE}`)).toBeVisible();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue('Principal Data Engineer');
  await expect(second.getByRole('textbox', { name: 'Company' })).toHaveValue(JOB.company);

  // The user reads what staff saved; the recruiter without a name is Unknown.
  await user.goto(jobPath);
  await expect(user.getByRole('heading', { level: 1, name: 'Principal Data Engineer' })).toBeVisible();
  await expect(user.getByText('Referral from the hiring manager.')).toBeVisible();
  await expect(user.getByText('Unknown', { exact: true })).toBeVisible();
  await expect(user.getByRole('link', { name: 'recruiter@example.com' })).toBeVisible();
});

test('the owner uploads, views and removes (after a question) a cover letter; a file that is not a document is refused', async ({
  browser,
}) => {
  const { user, jobPath } = await userAndStaff(browser, 'detail-docs');
  await user.goto(jobPath);
  const documents = user.getByRole('region', { name: 'Documents' });

  await documents.getByLabel('Upload Cover letter').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await expect(
    toastArea(user).getByText('There was an error uploading your cover letter. Please try again.'),
  ).toBeVisible();

  await documents.getByLabel('Upload Cover letter').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(toastArea(user).getByText('Cover letter uploaded successfully!')).toBeVisible();
  await expect(documents.getByText('letter.pdf')).toBeVisible();
  const view = documents.getByRole('link', { name: 'View Cover letter' });
  await expect(view).toBeVisible();
  const file = await user.request.get((await view.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Removing asks first; Cancel keeps it.
  await documents.getByRole('button', { name: 'Remove Cover letter' }).click();
  const question = user.getByRole('alertdialog', { name: 'Remove the cover letter from this job?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(view).toBeVisible();
  await documents.getByRole('button', { name: 'Remove Cover letter' }).click();
  await question.getByRole('button', { name: 'Remove cover letter' }).click();
  await expect(toastArea(user).getByText('Cover letter removed successfully!')).toBeVisible();
  await expect(documents.getByRole('link', { name: 'View Cover letter' })).toHaveCount(0);
});

test('staff delete a job after the question; the user’s open page shows it is gone', async ({ browser }) => {
  const { user, staff, jobPath } = await userAndStaff(browser, 'detail-delete');
  await user.goto(jobPath);
  await staff.goto(jobPath);
  await staff.getByRole('button', { name: 'Delete Job' }).click();
  const question = staff.getByRole('alertdialog', {
    name: `Are you sure you want to delete the job "${JOB.title}" at ${JOB.company}? This action cannot be undone.`,
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toastArea(staff).getByText('Job deleted successfully!')).toBeVisible();
  await expect(staff).toHaveURL(/\/dashboard$/);

  await expect(user.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await user.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(user).toHaveURL(/\/dashboard$/);
});

test('another user’s job, an unknown job and a malformed id get their views', async ({ browser }) => {
  const { jobPath } = await userAndStaff(browser, 'detail-owner');
  const stranger = await (await browser.newContext()).newPage();
  await createOnboardedUser(stranger, 'detail-stranger');
  await stranger.goto(jobPath);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expect(stranger.getByText("You don't have permission to view this job")).toBeVisible();

  await stranger.goto('/dashboard/jobs/00000000-0000-4000-8000-000000000000');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await stranger.goto('/dashboard/jobs/12');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Error Loading Job Details' })).toBeVisible();
  await expect(stranger.getByText('Invalid job ID')).toBeVisible();
});

test('the job page meets WCAG 2.1 AA for the user and staff, and its tabs work from the keyboard', async ({
  browser,
}) => {
  const { user, staff, jobPath } = await userAndStaff(browser, 'detail-a11y');
  for (const page of [user, staff]) {
    await page.goto(jobPath);
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
    // Staff's packet loads after the page: checked once it is there (its description's copy button).
    if (page === staff) await expect(page.getByRole('button', { name: 'Copy Description' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'Job Info').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Timeline')).toBeFocused();
    await expect(tab(page, 'Timeline')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Job Saved')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Chat')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }
});

for (const width of [360, 1280] as const) {
  test(`screens of the job page at ${String(width)}px`, async ({ browser }) => {
    const { user, staff, jobPath } = await userAndStaff(browser, `detail-screens-${String(width)}`);
    for (const [who, page] of [
      ['user', user],
      ['staff', staff],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(jobPath);
      await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
      const documents = page.getByRole('region', { name: 'Documents' });
      await expect(documents).toBeVisible();
      // The profile resume (a blank page) was read in the background: both see it has no text.
      await expect(documents.getByText("We couldn't read text from this resume")).toBeVisible({
        timeout: 15_000,
      });
      await documents.screenshot({
        path: test.info().outputPath(`job-${who}-documents-${String(width)}.png`),
      });
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: test.info().outputPath(`job-${who}-info-${String(width)}.png`),
        fullPage: true,
      });
      await tab(page, 'Timeline').click();
      await page.screenshot({
        path: test.info().outputPath(`job-${who}-timeline-${String(width)}.png`),
        fullPage: true,
      });
      await tab(page, 'Chat').click();
      await page.getByLabel('Message').fill(`Hello from ${who}`);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('.chat__message').last()).toContainText(`Hello from ${who}`);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: test.info().outputPath(`job-${who}-chat-${String(width)}.png`),
        fullPage: true,
      });
    }
  });
}
