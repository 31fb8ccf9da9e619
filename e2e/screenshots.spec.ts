import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { minimalPdf } from './support/pdf.js';

// Screens of the account area at a phone and a desktop width: saved for people to look at, and
// checked for sideways scrolling.
for (const width of [360, 1280] as const) {
  test.describe(`at ${String(width)}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    const shoot = async (page: Page, name: string) => {
      await expectNoHorizontalOverflow(page);
      // From the top, so the sticky header is not painted into the middle of a full-page shot.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: test.info().outputPath(`${name}-${String(width)}.png`), fullPage: true });
    };

    test('landing and contact pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: '+1 (555) 010-0142' })).toBeVisible();
      // The sticky cookie banner would be painted over the middle of a full-page shot.
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await shoot(page, 'landing');

      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'contact');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Send message' }).click();
      await expect(main.getByText('Message is required')).toBeVisible();
      await shoot(page, 'contact-errors');
    });

    test('account pages', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await shoot(page, 'login-errors');

      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'signup');

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'forgot-password');

      await page.goto('/reset-password?token=abc');
      await page.getByRole('main').getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Please confirm your password')).toBeVisible();
      await shoot(page, 'reset-password-errors');
    });

    test('onboarding steps', async ({ page }) => {
      const main = page.getByRole('main');
      await page.goto('/signup');
      await main.getByLabel('Email').fill(uniqueEmail('screens'));
      await main.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await main.getByLabel('Confirm password').fill(TEST_PASSWORD);
      await main.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/onboarding/);

      await main.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await shoot(page, 'onboarding-1-contact-errors');
      await main.getByLabel('Full name').fill('Katherine Johnson');
      await main.getByLabel('Phone number').fill('+1 555 010 0177');
      await main.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { level: 2, name: 'Resume' })).toBeVisible();
      await main.getByLabel('Upload your resume').setInputFiles({
        name: 'katherine-johnson-resume-2026-final-version.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      });
      await expect(main.getByRole('link', { name: /^Download/ })).toBeVisible();
      await shoot(page, 'onboarding-2-resume');
      await main.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { level: 2, name: 'Employment Information' })).toBeVisible();
      await main.getByLabel('Years of experience').fill('70');
      await main.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Years of experience must be a whole number from 0 to 50')).toBeVisible();
      await shoot(page, 'onboarding-3-employment-errors');
      await main.getByLabel('Years of experience').fill('12');
      await main.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeVisible();
      await shoot(page, 'onboarding-4-eligibility');
      await main.getByLabel('Work authorization').selectOption('F-1 Visa / OPT');
      await main.getByLabel('Languages spoken').fill('English');
      await main.getByRole('button', { name: 'Next' }).click();

      await expect(
        page.getByRole('heading', { level: 2, name: 'Voluntary Self-Identification' }),
      ).toBeVisible();
      await shoot(page, 'onboarding-5-voluntary');
      await page
        .getByRole('navigation', { name: 'Onboarding steps' })
        .getByRole('button', { name: /Review/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
      await shoot(page, 'onboarding-6-review');
    });

    test('settings', async ({ page }) => {
      await createOnboardedUser(page, 'screens-settings');
      await page.goto('/dashboard/settings');
      const personal = page.getByRole('region', { name: 'Personal Information' });
      await expect(personal.getByText('Grace Hopper')).toBeVisible();
      await shoot(page, 'settings');
      await personal.getByRole('button', { name: 'Edit' }).click();
      await page
        .getByRole('region', { name: 'Change Password' })
        .getByRole('button', { name: 'Update password' })
        .click();
      await shoot(page, 'settings-editing');
    });

    test('dashboard of a new user', async ({ page }) => {
      await createOnboardedUser(page, 'screens-dashboard');
      await page.goto('/dashboard');
      await expect(page.getByRole('table', { name: 'My Jobs' })).toContainText('(Example Job)');
      await expect(page.getByRole('region', { name: 'No Active Subscription' })).toBeVisible();
      await shoot(page, 'dashboard-new-user');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('search', { name: 'Filter jobs' })).toBeVisible();
      await shoot(page, 'dashboard-filters');
    });

    test('subscription and a subscriber’s pricing', async ({ page }) => {
      await createOnboardedUser(page, 'screens-subscription');
      await page.goto('/dashboard/subscription');
      await expect(page.getByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeVisible();
      await shoot(page, 'subscription-none');
      await subscribeThroughPricing(page, 'Professional');
      await page.getByRole('button', { name: 'Transaction History' }).click();
      await expect(page.getByRole('table', { name: 'Transaction History' })).toBeVisible();
      await shoot(page, 'subscription');
      await page.goto('/pricing');
      await expect(page.getByRole('button', { name: 'Manage Your Subscription' })).toBeVisible();
      await shoot(page, 'pricing-subscriber');
    });
  });
}
