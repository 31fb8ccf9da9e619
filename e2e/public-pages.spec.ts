import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/layout.js';

test.describe('cookie consent banner', () => {
  test('shows on the landing page until accepted, and stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('cookies');
    await expect(banner.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');

    const accept = banner.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await expect(accept).toBeFocused();
    await accept.click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('accepted');
  });
});

test.describe('legal pages', () => {
  for (const { path, heading, date } of [
    { path: '/terms', heading: 'Terms of Service', date: 'Effective date: 5/1/2025' },
    { path: '/privacy', heading: 'Privacy Policy', date: 'Effective date: 5/1/2025' },
    { path: '/subscription-agreement', heading: 'Subscription Agreement', date: 'Effective date: 5/1/2025' },
    { path: '/sms-consent-policy', heading: 'SMS Consent Policy', date: 'Last updated: May 10, 2025' },
  ]) {
    test(`${path} shows its heading, date and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · HireRelay`);
      await expect(page.getByRole('main')).toContainText(date);
    });
  }

  test('the terms state the billing rules and plans', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    for (const text of ['renew automatically', 'no free trial', '24 hours', '1.5% per month', '18 years']) {
      await expect(main).toContainText(text);
    }
    for (const plan of ['Starter', 'Professional', 'Unlimited']) {
      await expect(main.getByRole('rowheader', { name: plan })).toBeVisible();
    }
  });

  test('the SMS policy explains STOP and HELP', async ({ page }) => {
    await page.goto('/sms-consent-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Reply STOP');
    await expect(main).toContainText('Reply HELP');
    await expect(main).toContainText('not a condition of any purchase');
  });
});

test.describe('about page', () => {
  test('mentions the price per application and human review', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About · HireRelay');
    const main = page.getByRole('main');
    await expect(main).toContainText('$3.00');
    await expect(main).toContainText('human HR experts review');
    await expect(main.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/contact');
  });
});

test.describe('public pages at 360px', () => {
  test('terms and the landing page with its cookie banner fit without horizontal overflow', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await page.screenshot({ path: testInfo.outputPath('terms-360.png'), fullPage: true });
    await expectNoHorizontalOverflow(page);

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('landing-banner-360.png') });
    await expectNoHorizontalOverflow(page);
  });
});
