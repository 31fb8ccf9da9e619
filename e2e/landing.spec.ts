import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/layout.js';

test.describe('landing page', () => {
  test('presents HireRelay with the site header, footer and system status', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(/HireRelay/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your job applications, handled for you.',
    );

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'HireRelay' })).toHaveAttribute('href', '/');
    const mainNav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Pricing', 'About', 'Blog', 'Contact', 'Log in', 'Sign up']) {
      await expect(mainNav.getByRole('link', { name, exact: true })).toBeVisible();
    }

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    for (const channel of ['Browser extension', 'Paste a link', 'Text us the link']) {
      await expect(main.getByRole('heading', { name: channel })).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Subscription Agreement', '/subscription-agreement'],
      ['SMS Consent Policy', '/sms-consent-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    for (const region of [main, footer]) {
      const status = region.getByTestId('system-status');
      await expect(status).toHaveAccessibleName('System status');
      await expect(status).toContainText('All systems operational');
    }
  });

  test('lists every part of the system behind the status summary', async ({ page }) => {
    await page.goto('/');
    const status = page.getByRole('main').getByTestId('system-status');
    await expect(status).toContainText('All systems operational');

    const parts = status.getByRole('listitem');
    await expect(parts.first()).toBeHidden();
    await status.getByText('All systems operational').click();
    for (const part of ['gateway', 'identity', 'jobs', 'billing', 'content', 'notifications', 'redis']) {
      await expect(parts.filter({ hasText: part }).first()).toContainText('Up');
    }
  });
});

test.describe('page shells', () => {
  for (const { path, heading, title } of [
    { path: '/pricing', heading: 'Plans and pricing', title: 'Pricing · HireRelay' },
    { path: '/contact', heading: 'Contact us', title: 'Contact · HireRelay' },
    { path: '/blog/some-slug', heading: 'Blog post', title: 'Blog post · HireRelay' },
  ]) {
    test(`${path} shows its shell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the dashboard asks a signed-out visitor to log in first', async ({ page }) => {
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test('navigating with the header links stays in the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and pricing');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · HireRelay');
    await expect(page.getByRole('main')).toContainText('/no/such/page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

test.describe('responsive layout', () => {
  for (const width of ['360', '1280'] as const) {
    test(`has no horizontal overflow at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: Number(width), height: 800 });
      for (const [name, path] of [
        ['landing', '/'],
        ['pricing', '/pricing'],
        ['blog-post', '/blog/a-very-long-blog-post-slug-that-should-wrap-without-overflowing-1234567890'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'landing') {
          await expect(page.getByRole('main').getByTestId('system-status')).toContainText(
            'All systems operational',
          );
        }
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
        await expectNoHorizontalOverflow(page);
      }
    });
  }

  test('at 360px the main navigation sits behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: test.info().outputPath('menu-open-360.png') });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About HireRelay');
    await expect(nav).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });
});
