import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { holdRequests } from './support/held-requests.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { shownToasts, toastArea, toasts } from './support/toasts.js';

const FOOTER_LINKS = [
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Blog', '/blog'],
  ['Pricing', '/pricing'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
  ['Subscription Agreement', '/subscription-agreement'],
  ['SMS Consent Policy', '/sms-consent-policy'],
] as const;

async function expectFooterLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

const accountLinks = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test.describe('header and footer', () => {
  test('the header stays at the top of a long page', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
    await expectFooterLinks(page);
  });

  test('a visitor gets Log in and Sign up, and no staff links', async ({ page }) => {
    await page.goto('/contact');
    const nav = accountLinks(page);
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'Blog admin' })).toHaveCount(0);
    await expectFooterLinks(page);
  });

  test('a signed-in user gets Dashboard and Logout, and no Blog admin', async ({ page }) => {
    await createOnboardedUser(page, 'header-user');
    await page.goto('/about');
    const nav = accountLinks(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Blog admin' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expectFooterLinks(page);

    // The header and the dashboard bar stay at the top of a long page, and
    // on a phone the menu has the dashboard's links (Profile reads Settings there) and Logout.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      // The title paints from the HTML; the cards come with the page's data.
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      // To the end of the dashboard's content (the bar sticks within the dashboard, not the footer).
      await page.evaluate(() => {
        const section = document.querySelector('.dashboard__section');
        if (!section) throw new Error('no dashboard section');
        window.scrollTo(0, section.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const header = await page.getByRole('banner').boundingBox();
      const bar = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(bar).toBeInViewport();
      expect(header?.y).toBe(0);
      // Right under the header, not scrolled away with the page.
      expect(Math.abs((await bar.boundingBox())!.y - header!.height)).toBeLessThanOrEqual(1);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`dashboard-sticky-${String(width)}.png`) });
    }
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = accountLinks(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-menu-360.png') });
    await menu.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  });

  test('an admin also gets Blog admin, on the public pages and the dashboard', async ({ page }) => {
    const admin = await createAdmin(identityDatabaseUrl());
    await logInThroughApi(page, admin.email, admin.password);
    await page.goto('/dashboard');
    const nav = accountLinks(page);
    await expect(nav.getByRole('link', { name: 'Blog admin' })).toHaveAttribute('href', '/blog-admin');

    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await nav.getByRole('link', { name: 'Blog admin' }).click();
    await expect(page).toHaveURL(/\/blog-admin$/);
    await expect(nav.getByRole('link', { name: 'Blog admin' })).toHaveAttribute('aria-current', 'page');

    // Below 960 px the links sit behind the menu button.
    for (const width of [360, 800, 960, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      if (width < 960) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Blog admin' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`header-admin-${String(width)}.png`) });
    }
  });
});

test.describe('toast area', () => {
  /** Sends the contact form `count` times against a stubbed endpoint, for a quick pile of toasts. */
  async function pileUpToasts(page: Page, count: number) {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 201,
        json: { id: '00000000-0000-4000-8000-000000000000', receivedAt: new Date().toISOString() },
      }),
    );
    await page.goto('/contact');
    const main = page.getByRole('main');
    for (let sent = 1; sent <= count; sent += 1) {
      await main.getByLabel('Reason for contacting us').selectOption('general');
      await main.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
      await main.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await main.getByLabel('Message', { exact: true }).fill(`Message ${String(sent)}`);
      await main.getByRole('button', { name: 'Send message' }).click();
      await expect(toasts(page)).toHaveCount(sent);
    }
  }

  for (const width of [360, 1280] as const) {
    test(`shows at most three toasts, top right, and lets them go after 4 seconds (${String(width)}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await pileUpToasts(page, 4);
      await expect(shownToasts(page)).toHaveCount(3);

      const list = toastArea(page).locator('[data-sonner-toaster]');
      await expect(list).toHaveAttribute('data-y-position', 'top');
      await expect(list).toHaveAttribute('data-x-position', 'right');
      const header = await page.getByRole('banner').boundingBox();
      if (!header) throw new Error('no header on the page');
      // Once it has slid in: below the sticky header, against the right edge, inside the viewport.
      await expect
        .poll(async () => {
          const box = await shownToasts(page).first().boundingBox();
          return box && box.y >= header.y + header.height && box.x >= 0 && box.x + box.width <= width
            ? width - (box.x + box.width)
            : null;
        })
        .toBeLessThan(40);
      await expectNoHorizontalOverflow(page);
      await page.mouse.move(0, 799);
      await page.screenshot({ path: test.info().outputPath(`toasts-${String(width)}.png`) });

      // 4 s each; the last one arrived a moment ago.
      await expect(toasts(page)).toHaveCount(0, { timeout: 12_000 });
    });
  }

  test('a toast can be dismissed with the keyboard', async ({ page }) => {
    await pileUpToasts(page, 1);
    const dismiss = toastArea(page).getByRole('button', { name: 'Dismiss notification' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('loading overlay', () => {
  const overlay = (page: Page) => page.getByTestId('loading-overlay');

  test('covers a page whose code is slow to load, then gives the page its focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pageCode = await holdRequests(page, /\/assets\/SignupPage-[^/]*\.js$/);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();

    await expect(overlay(page)).toHaveAttribute('data-visible', 'true');
    await expect(overlay(page)).toHaveRole('status');
    await expect(overlay(page)).toHaveText('Loading the page…');
    await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: test.info().outputPath('loading-overlay-1280.png') });

    pageCode.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(overlay(page)).toHaveAttribute('data-visible', 'false');
    await expect(overlay(page)).toHaveText('');
    await expect(page.locator('#main')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('covers a guarded page while the session is checked', async ({ page, baseURL }) => {
    // A browser that was signed in (the gateway's hint cookie is there) asks who is signed in; here
    // the session has run out, so the check ends on the login page.
    await page.context().addCookies([{ name: 'hr_signed_in', value: '1', url: baseURL ?? '' }]);
    const sessionCheck = await holdRequests(page, '**/api/me');
    await page.goto('/dashboard');
    await expect(overlay(page)).toHaveText('Checking your session…');
    await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/dashboard$/);

    sessionCheck.release();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(overlay(page)).toHaveAttribute('data-visible', 'false');
    // The failed refresh cleared the stale hint: the next visit asks nothing.
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('hr_signed_in');
  });

  test('sends a visitor who never signed in to the login page without asking the server', async ({
    page,
  }) => {
    const sessionCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/me' || pathname.startsWith('/api/auth/')) sessionCalls.push(pathname);
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(sessionCalls).toEqual([]);
  });

  test('does not flash for quick loads', async ({ page }) => {
    // The overlay's 200 ms delay runs on the page's clock, paused once the first page is up: the
    // loads below take no time on that clock, which is what "quick" means, however busy the
    // machine is. Only timers already due fire (the data layer batches updates with zero-delay ones).
    const untilSettled = <T>(value: () => Promise<T>) =>
      expect.poll(async () => {
        await page.clock.runFor(0);
        return value();
      });
    const heading = () => page.getByRole('heading', { level: 1 }).textContent();
    const overlayWasShown = () =>
      page.evaluate(() => (window as unknown as { overlaySeen: { shown: boolean } }).overlaySeen.shown);

    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    // Record whether the overlay is ever shown, however briefly.
    await page.addInitScript(() => {
      const seen = { shown: false };
      Object.assign(window, { overlaySeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-overlay"][data-visible="true"]')) seen.shown = true;
      }).observe(document, { subtree: true, attributes: true, childList: true });
    });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
    // The first load ran on a moving clock; only what follows counts.
    await page.evaluate(() => {
      (window as unknown as { overlaySeen: { shown: boolean } }).overlaySeen.shown = false;
    });

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await untilSettled(heading).toBe('About HireRelay');
    await nav.getByRole('link', { name: 'Log in' }).click();
    await untilSettled(heading).toBe('Log in');
    expect(await overlayWasShown()).toBe(false);

    await page.goto('/dashboard/settings');
    await untilSettled(async () => page.url()).toMatch(/\/login\?redirect=/);
    expect(await overlayWasShown()).toBe(false);
  });
});

test.describe('a page that fails', () => {
  test("shows the error inside the site's shell, and the next page works again", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pricing page's code cannot be fetched (as after a deploy replaced it).
    await page.route(/\/assets\/PricingPage-[^/]*\.js$/, (route) => route.abort());
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Pricing', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await header.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About HireRelay');
  });
});
