import { signUp, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { apiOf } from './support/accounts.js';
import { minimalPdf } from './support/pdf.js';

const stepButton = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Onboarding steps' }).getByRole('button', { name: new RegExp(title) });

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

test('a new user signs up, completes the six onboarding steps and reaches the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('onboarding');
  const main = page.getByRole('main');

  await page.goto('/signup');
  const consent = main.getByRole('checkbox', { name: /text messages/ });
  await expect(consent).not.toBeChecked();
  await expect(main.getByRole('link', { name: 'SMS Consent Policy' })).toHaveAttribute(
    'href',
    '/sms-consent-policy',
  );
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await main.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await consent.check();
  await main.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  for (const title of [
    'Contact Information',
    'Resume',
    'Employment Information',
    'Eligibility',
    'Voluntary Self-Identification',
    'Review',
  ]) {
    await expect(stepButton(page, title)).toBeVisible();
  }

  // 1. Contact Information: the account's email is shown and cannot be changed.
  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  const emailInput = main.getByLabel('Email');
  await expect(emailInput).toHaveValue(email);
  await expect(emailInput).not.toBeEditable();
  await main.getByLabel('Full name').fill('Ada Lovelace');
  await main.getByLabel('Phone number').fill('+1 (555) 010-0142');
  await main.getByRole('button', { name: 'Next' }).click();

  // 2. Resume: a real (tiny) PDF, then its name and a download link.
  await expect(stepHeading(page, 'Resume')).toBeVisible();
  await expect(stepButton(page, 'Contact Information')).toHaveAccessibleName(/completed/);
  await main.getByLabel('Upload your resume').setInputFiles({
    name: 'ada-lovelace.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(main.getByText('Current resume: ada-lovelace.pdf')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Download ada-lovelace.pdf' })).toHaveAttribute('href', /.+/);
  await main.getByRole('button', { name: 'Next' }).click();

  // 3. Employment Information; switching steps from the side list keeps what was typed.
  await expect(stepHeading(page, 'Employment Information')).toBeVisible();
  await main.getByLabel('Years of experience').fill('0');
  await main.getByLabel('LinkedIn URL (optional)').fill('https://www.linkedin.com/in/ada-lovelace');
  await stepButton(page, 'Contact Information').click();
  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  await expect(main.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await stepButton(page, 'Employment Information').click();
  await expect(main.getByLabel('Years of experience')).toHaveValue('0');
  await expect(main.getByLabel('LinkedIn URL (optional)')).toHaveValue(
    'https://www.linkedin.com/in/ada-lovelace',
  );
  await main.getByRole('button', { name: 'Next' }).click();

  // 4. Eligibility
  await expect(stepHeading(page, 'Eligibility')).toBeVisible();
  const authorization = main.getByLabel('Work authorization');
  await expect(authorization.getByRole('option')).toHaveText([
    'Select your work authorization',
    'US Citizen',
    'Green Card Holder',
    'H-1B Visa',
    'F-1 Visa / OPT',
    'TN Visa',
    'Not Eligible',
    'Other',
  ]);
  await authorization.selectOption('Green Card Holder');
  await main.getByLabel('Languages spoken').fill('English, French ,, ');
  await main.getByRole('button', { name: 'Next' }).click();

  // 5. Voluntary Self-Identification: Save waits for both confirmations.
  await expect(stepHeading(page, 'Voluntary Self-Identification')).toBeVisible();
  await main.getByLabel('Military status').selectOption('Not a protected veteran');
  await main.getByLabel('Ethnicity').selectOption('Decline To Self Identify');
  await main.getByLabel('Gender').selectOption('Female');
  await expect(main.getByLabel('Disability status').getByRole('option')).toHaveText([
    'Select an option',
    'Yes',
    'No',
    'Decline to answer',
  ]);
  await main.getByLabel('Disability status').selectOption('Decline to answer');
  const save = main.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const confirmations = main.getByRole('group', { name: 'Confirmations' }).getByRole('checkbox');
  await confirmations.first().check();
  await expect(save).toBeDisabled();
  await confirmations.last().check();
  await expect(save).toBeEnabled();
  await save.click();

  // 6. Review: everything collected, nothing missing, every step checked.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  for (const title of [
    'Contact Information',
    'Resume',
    'Employment Information',
    'Eligibility',
    'Voluntary Self-Identification',
  ]) {
    await expect(stepButton(page, title)).toHaveAccessibleName(/completed/);
  }
  await expect(main.getByRole('heading', { name: 'Missing required fields' })).toHaveCount(0);
  for (const value of [
    'Ada Lovelace',
    email,
    '+1 (555) 010-0142',
    'ada-lovelace.pdf',
    'https://www.linkedin.com/in/ada-lovelace',
    'Green Card Holder',
    'English, French',
    'Not a protected veteran',
    'Female',
    'Decline to answer',
  ]) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Edit Employment Information' })).toBeVisible();
  // The save navigates to the dashboard with the page-loading indicator suppressed:
  // its first visit shows no `Loading page…` flash. Noted in the page, which stays the same document.
  await page.evaluate(() => {
    const seen = (): boolean =>
      Array.from(document.querySelectorAll('[role="status"]')).some((node) =>
        (node.textContent ?? '').includes('Loading page…'),
      );
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.indicatorSeen = 'true';
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await main.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(700); // longer than the indicator's 500 ms
  expect(await page.evaluate(() => document.documentElement.dataset.indicatorSeen)).toBeUndefined();

  // Finished: the wizard is closed to this user now.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side list ticks the resume step while a resume is on file, however the step was left', async ({
  page,
}) => {
  await signUp(apiOf(page), { email: uniqueEmail('onboarding-resume-tick') });
  const main = page.getByRole('main');
  await page.goto('/onboarding?step=2');
  await expect(stepHeading(page, 'Resume')).toBeVisible();
  await expect(stepButton(page, 'Resume')).not.toHaveAccessibleName(/completed/);

  // Uploaded, then left through the side list without pressing Next: the step is done.
  await main.getByLabel('Upload your resume').setInputFiles({
    name: 'ada-lovelace.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(main.getByText('Current resume: ada-lovelace.pdf')).toBeVisible();
  await stepButton(page, 'Contact Information').click();
  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  await expect(stepButton(page, 'Resume')).toHaveAccessibleName(/completed/);
  await expect(stepButton(page, 'Contact Information')).not.toHaveAccessibleName(/completed/);
  await page.reload();
  await expect(stepButton(page, 'Resume')).toHaveAccessibleName(/completed/);

  // Saved with Next and then removed: the step is no longer done.
  await stepButton(page, 'Resume').click();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Employment Information')).toBeVisible();
  await stepButton(page, 'Resume').click();
  await main.getByRole('button', { name: 'Remove' }).click();
  await expect(main.getByText('Upload your resume')).toBeVisible();
  await expect(stepButton(page, 'Resume')).not.toHaveAccessibleName(/completed/);
  await page.reload();
  await expect(stepButton(page, 'Resume')).not.toHaveAccessibleName(/completed/);
});
