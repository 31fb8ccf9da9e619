import { uniqueEmail } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { latestMailTo, linkTo } from './support/mail.js';
import { minimalPdf } from './support/pdf.js';
import { toasts } from './support/toasts.js';

const resumeSection = (page: Page) => page.getByRole('region', { name: 'Resume' });
const emailSection = (page: Page) => page.getByRole('region', { name: 'Change Email' });

test('the resume in settings is shown with a View link, replaced by the onboarding rules and removed after a question', async ({
  page,
}) => {
  await createOnboardedUser(page, 'settings-resume');
  await page.goto('/dashboard/settings');
  const section = resumeSection(page);
  // The card's name line, read out as "Current resume: <name>" (the View link names the file too).
  const current = section.locator('.resume-file__name');

  await expect(current).toHaveText('Current resume: grace.pdf');
  await expect(section.getByText(/uploaded /)).toBeVisible();
  const view = section.getByRole('link', { name: 'View grace.pdf' });
  await expect(view).toHaveAttribute('href', /\/api\/files\/download\?/);
  const file = await page.request.get((await view.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The onboarding rules: a PDF under 5MB, checked before anything is sent.
  const picker = section.getByLabel('Replace your resume');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(picker).toHaveAccessibleDescription(/Please upload a PDF file/);
  await expect(current).toHaveText('Current resume: grace.pdf');

  await picker.setInputFiles({ name: 'new-resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(toasts(page).filter({ hasText: 'Resume uploaded successfully!' })).toBeVisible();
  await expect(current).toHaveText('Current resume: new-resume.pdf');
  await expect(section.getByRole('link', { name: 'View new-resume.pdf' })).toBeVisible();
  // A page without text (this PDF is blank) is read in the background and found unreadable.
  await expect(section.getByText("We couldn't read text from this resume")).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText(/Upload a PDF with selectable text/)).toBeVisible();

  // Removing asks first; Cancel keeps it.
  await section.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove your resume?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(current).toHaveText('Current resume: new-resume.pdf');

  await section.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove resume' }).click();
  await expect(toasts(page).filter({ hasText: 'Resume removed successfully!' })).toBeVisible();
  await expect(section.getByText('No resume on file.')).toBeVisible();
  await expect(current).toHaveCount(0);
  await expect(section.getByLabel('Upload your resume')).toBeVisible();
  await page.reload();
  await expect(resumeSection(page).getByText('No resume on file.')).toBeVisible();
});

test('the e-mail changes through the link sent to the new address; the old one gets a notice', async ({
  page,
}) => {
  const { email: oldEmail, password } = await createOnboardedUser(page, 'settings-email');
  const newEmail = uniqueEmail('settings-new');
  await page.goto('/dashboard/settings');
  const section = emailSection(page);
  await expect(section.getByText(`You sign in with ${oldEmail}.`)).toBeVisible();

  // The form's own rules, then the server's.
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByLabel('New email')).toHaveAccessibleDescription('Email is required');
  await expect(section.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is required',
  );
  await section.getByLabel('New email').fill(newEmail);
  await section.getByLabel('Current password').fill('not-my-password-1');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );

  await section.getByLabel('Current password').fill(password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}.`);
  await section.screenshot({ path: test.info().outputPath('change-email-sent.png') });
  await expect(section.getByLabel('New email')).toHaveValue('');

  const notice = await latestMailTo(oldEmail);
  expect(notice.subject).toBe('Your HireRelay email address is about to change');
  expect(notice.text).toContain(newEmail);
  expect(notice.text).not.toContain('/confirm-email');

  const message = await latestMailTo(newEmail);
  expect(message.subject).toBe('Confirm your new HireRelay email address');
  const link = linkTo(message, '/confirm-email');
  // Opened while signed in: the page confirms on arrival, and the cached user is asked again.
  await page.goto(`${link.pathname}${link.search}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText(`Your email address is now ${newEmail}.`);
  await page.screenshot({ path: test.info().outputPath('confirm-email-done.png') });
  await main.getByRole('link', { name: 'Go to settings' }).click();
  await expect(emailSection(page).getByText(`You sign in with ${newEmail}.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link was used: opened again (signed out now) it says so and offers a way on.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(main.getByRole('alert')).toHaveText('This email confirmation link is invalid or has expired.');
  await expect(main.getByRole('link', { name: 'Log in to request a new link' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fdashboard%2Fsettings',
  );

  await logIn(page, oldEmail, password);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, newEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the confirmation page without a token says the link is not valid', async ({ page }) => {
  await page.goto('/confirm-email');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText('This email confirmation link is invalid or has expired.');
});

for (const width of [360, 1280] as const) {
  test(`settings with the application, resume and e-mail sections, and the confirmation page, at ${String(width)} px`, async ({
    page,
  }) => {
    await createOnboardedUser(page, `settings-shot-${String(width)}`);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/settings');
    await expect(resumeSection(page).getByRole('link', { name: 'View grace.pdf' })).toBeVisible();
    await expect(resumeSection(page).getByText("We couldn't read text from this resume")).toBeVisible({
      timeout: 15_000,
    });
    await resumeSection(page).screenshot({
      path: test.info().outputPath(`settings-resume-${String(width)}.png`),
    });
    await expect(emailSection(page)).toBeVisible();
    // The application cards' forms open: they too fit and pass the checks.
    for (const name of ['Application Details', 'Voluntary Self-Identification']) {
      await page.getByRole('region', { name }).getByRole('button', { name: 'Edit' }).click();
    }
    await expect(page.getByLabel('Years of experience')).toHaveValue('7');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`settings-${String(width)}.png`), fullPage: true });

    await resumeSection(page).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Remove your resume?' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`settings-remove-dialog-${String(width)}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/confirm-email?token=not-a-real-token');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`confirm-email-error-${String(width)}.png`),
      fullPage: true,
    });
  });
}
