import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing/factories';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { minimalPdf } from './support/pdf.js';

/** The message is shown under the field and announced as the field's description. */
async function expectFieldMessage(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const main = (page: Page) => page.getByRole('main');

test.describe('signup validation', () => {
  test('shows each message of the signup table', async ({ page }) => {
    await page.goto('/signup');
    const form = main(page);
    const email = form.getByLabel('Email');
    const password = form.getByLabel('Password', { exact: true });
    const confirm = form.getByLabel('Confirm password');
    const submit = form.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expectFieldMessage(email, 'Email is required');
    await expectFieldMessage(password, /Password must be at least 10 characters/);
    await expectFieldMessage(confirm, 'Please confirm your password');
    await expect(page).toHaveURL(/\/signup$/);

    await email.fill('ada@example');
    await password.fill('short1');
    await confirm.fill('short2');
    await submit.click();
    await expectFieldMessage(email, 'Invalid email address');
    await expectFieldMessage(password, /Password must be at least 10 characters/);
    await expectFieldMessage(confirm, 'Passwords do not match');

    await password.fill(TEST_PASSWORD);
    await confirm.fill(`${TEST_PASSWORD}!`);
    await submit.click();
    await expectFieldMessage(confirm, 'Passwords do not match');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('refuses an address that already has an account, with the server message', async ({ page }) => {
    const email = uniqueEmail('taken');
    for (const attempt of [1, 2]) {
      await page.context().clearCookies();
      await page.goto('/signup');
      await main(page).getByLabel('Email').fill(email);
      await main(page).getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await main(page).getByLabel('Confirm password').fill(TEST_PASSWORD);
      await main(page).getByRole('button', { name: 'Create account' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/onboarding/);
    }
    await expect(main(page).getByRole('alert').first()).toContainText('already exists');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('login and forgot-password validation', () => {
  test('login asks for both fields', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expectFieldMessage(main(page).getByLabel('Email'), 'Email is required');
    await expectFieldMessage(main(page).getByLabel('Password', { exact: true }), 'Password is required');
  });

  test('forgot password checks the address', async ({ page }) => {
    await page.goto('/forgot-password');
    const email = main(page).getByLabel('Email');
    await main(page).getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldMessage(email, 'Email is required');
    await email.fill('not-an-address');
    await main(page).getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldMessage(email, 'Invalid email address');
  });
});

test.describe('reset-password validation', () => {
  test('a link without a token says it is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(main(page).getByRole('alert')).toHaveText(
      'This password reset link is invalid or has expired.',
    );
    await expect(main(page).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('shows each message of the reset table, then the server refuses an unknown token', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    const password = main(page).getByLabel('New password', { exact: true });
    const confirm = main(page).getByLabel('Confirm new password');
    const submit = main(page).getByRole('button', { name: 'Reset password' });

    await submit.click();
    await expectFieldMessage(password, /Password must be at least 10 characters/);
    await expectFieldMessage(confirm, 'Please confirm your password');

    await password.fill('too-short');
    await confirm.fill('too-short!');
    await submit.click();
    await expectFieldMessage(password, /Password must be at least 10 characters/);
    await expectFieldMessage(confirm, 'Passwords do not match');

    await password.fill(TEST_PASSWORD);
    await confirm.fill(TEST_PASSWORD);
    await submit.click();
    await expect(main(page).getByRole('alert')).toContainText(
      'This password reset link is invalid or has expired.',
    );
  });
});

test.describe('onboarding validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/signup');
    await main(page).getByLabel('Email').fill(uniqueEmail('onboarding-rules'));
    await main(page).getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await main(page).getByLabel('Confirm password').fill(TEST_PASSWORD);
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/onboarding/);
  });

  const goToStep = async (page: Page, title: string) => {
    await page
      .getByRole('navigation', { name: 'Onboarding steps' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  };

  test('contact, employment and eligibility fields are checked before saving', async ({ page }) => {
    const form = main(page);
    const next = form.getByRole('button', { name: 'Next' });

    await next.click();
    await expectFieldMessage(form.getByLabel('Full name'), 'Full name is required');
    await expectFieldMessage(form.getByLabel('Phone number'), 'Phone number is required');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();

    await goToStep(page, 'Employment Information');
    const years = form.getByLabel('Years of experience');
    await next.click();
    await expectFieldMessage(years, 'Years of experience is required');
    await years.fill('51');
    await form.getByLabel('Portfolio URL (optional)').fill('not a link');
    await next.click();
    await expectFieldMessage(years, 'Years of experience must be a whole number from 0 to 50');
    await expectFieldMessage(form.getByLabel('Portfolio URL (optional)'), 'Please enter a valid URL');
    await years.fill('-1');
    await next.click();
    await expectFieldMessage(years, 'Years of experience must be a whole number from 0 to 50');
    // Invalid values are not saved when leaving from the side list either.
    await page
      .getByRole('navigation', { name: 'Onboarding steps' })
      .getByRole('button', { name: /Eligibility/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Employment Information' })).toBeVisible();
    await years.fill('50');
    await form.getByLabel('Portfolio URL (optional)').fill('');
    await next.click();

    await expect(page.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeVisible();
    await next.click();
    await expectFieldMessage(form.getByLabel('Work authorization'), 'Work authorization status is required');
    await expectFieldMessage(form.getByLabel('Languages spoken'), /Languages spoken is required/);
    await form.getByLabel('Languages spoken').fill(' , ,');
    await next.click();
    await expectFieldMessage(form.getByLabel('Languages spoken'), /Languages spoken is required/);
  });

  test('the resume must be a PDF under 5MB, checked in the page and by the server', async ({ page }) => {
    await goToStep(page, 'Resume');
    const picker = main(page).getByLabel('Upload your resume');

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectFieldMessage(picker, /Please upload a PDF file/);

    const big = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    await picker.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await expectFieldMessage(picker, /File size should be less than 5MB/);

    // Named and typed as a PDF, but not one: only the server's content check can tell.
    await picker.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello'),
    });
    await expectFieldMessage(picker, /Please upload a PDF file/);
    await expect(main(page).getByText('fake.pdf')).toHaveCount(0);
  });

  test('the voluntary step saves only with both confirmations, and Review lists what is missing', async ({
    page,
  }) => {
    await goToStep(page, 'Voluntary Self-Identification');
    const save = main(page).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const boxes = main(page).getByRole('group', { name: 'Confirmations' }).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await save.click();

    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    const missing = main(page).getByRole('region', { name: 'Missing required fields' });
    await expect(missing.getByRole('listitem')).toHaveCount(6);
    for (const label of [
      'Full Name',
      'Phone Number',
      'Resume',
      'Years of Experience',
      'Work Authorization',
      'Languages Spoken',
    ]) {
      await expect(missing.getByRole('link', { name: `Edit ${label}` })).toBeVisible();
    }
    await expect(main(page).getByRole('button', { name: 'Complete Profile' })).toBeDisabled();

    await missing.getByRole('link', { name: 'Edit Years of Experience' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Employment Information' })).toBeVisible();
  });
});
