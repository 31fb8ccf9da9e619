import { FEATURES_OF_EVERY_PLAN } from '@hirerelay/domain';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/layout.js';

test.describe('landing page', () => {
  test('presents HireRelay with the site header and footer', async ({ page }) => {
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
    // All plans include tracking and recruiter detection, among others.
    const includes = main.getByRole('complementary', { name: 'Every plan includes' }).getByRole('listitem');
    // The plans' shared features, in the same words as on the pricing page.
    await expect(includes).toHaveText([...FEATURES_OF_EVERY_PLAN]);

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

    // Health belongs to staff: the public pages show no status widget.
    await expect(page.getByTestId('system-status')).toHaveCount(0);
  });
});

test.describe('pages inside the site shell', () => {
  for (const { path, heading, title } of [
    { path: '/pricing', heading: 'Plans and pricing', title: 'Pricing · HireRelay' },
    { path: '/contact', heading: 'Contact us', title: 'Contact · HireRelay' },
  ]) {
    test(`${path} has its heading, title, header and footer`, async ({ page }) => {
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

test.describe('landing page marketing', () => {
  const SMS_NUMBER = '+1 (555) 010-0142';

  test('shows the four figures, the text-to-apply number, the plans and the calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /human experts/);
    const main = page.getByRole('main');

    const figures = main.getByRole('region', { name: 'HireRelay in numbers' }).getByRole('listitem');
    await expect(figures).toHaveText([
      '95% success rate',
      '2.5x faster hiring',
      '500+ jobs applied daily',
      'about $3.00 per application',
    ]);

    const textChannel = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Text us the link' }) });
    const number = textChannel.getByRole('link', { name: SMS_NUMBER });
    await expect(number).toHaveAttribute('href', 'sms:+15550100142');

    const plans = main.getByRole('region', { name: 'Simple monthly plans' });
    for (const [name, price, applications] of [
      ['Starter', '$30/mo', '10 applications a month'],
      ['Professional', '$75/mo', '25 applications a month'],
      ['Unlimited', '$199/mo', 'Unlimited applications'],
    ] as const) {
      const card = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(applications);
    }
    await expect(plans.getByText('Most Popular')).toHaveCount(1);
    await expect(
      plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Professional' }) }),
    ).toContainText('Most Popular');
    await expect(plans.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');

    const cta = main.getByRole('region', { name: 'Ready to hand off your applications?' });
    await expect(cta.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup');
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  test('still explains texting when the number cannot be loaded', async ({ page }) => {
    await page.route('**/api/site-config', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Text us the link' })).toBeVisible();
    await expect(main).toContainText('Text the job link to the HireRelay number from your verified phone.');
    await expect(main.getByRole('link', { name: SMS_NUMBER })).toHaveCount(0);
  });

  test('the About page and the SMS policy give the number too', async ({ page }) => {
    for (const path of ['/about', '/sms-consent-policy']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link', { name: SMS_NUMBER })).toHaveAttribute(
        'href',
        'sms:+15550100142',
      );
    }
  });
});
