import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';
import { expectNoHorizontalOverflow } from './support/layout.js';

const PLANS = [
  ['Starter', '$30', '10 applications a month'],
  ['Professional', '$75', '25 applications a month'],
  ['Unlimited', '$199', 'Unlimited applications'],
] as const;

const planCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('the three plans with their prices, Most Popular on Professional only', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  for (const [name, price, applications] of PLANS) {
    const card = planCard(page, name);
    await expect(card).toContainText(`${price}/mo`);
    await expect(card).toContainText(applications);
    await expect(card.getByRole('link', { name: `Choose ${name}` })).toBeVisible();
  }
  await expect(planCard(page, 'Professional').getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('main').getByText('Most Popular')).toHaveCount(1);

  const included = page.getByRole('region', { name: 'Every plan includes' });
  await expect(included.getByRole('listitem')).toHaveText([
    'Chat and email support',
    'Resume and cover letter customization',
    'The browser extension',
    'Text-to-apply',
    'Application tracking',
    'Recruiter detection',
  ]);

  const table = page.getByRole('table', { name: 'What each plan includes' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'Starter',
    'Professional',
    'Unlimited',
  ]);
  await expect(table.getByRole('row', { name: /^Monthly price/ }).getByRole('cell')).toHaveText([
    '$30/mo',
    '$75/mo',
    '$199/mo',
  ]);
  // A tick or a dash is decoration: the cell is named for what it says.
  const outreach = table.getByRole('row', { name: /^Recruiter outreach/ }).getByRole('cell');
  await expect(outreach).toHaveCount(3);
  await expect(outreach.nth(0)).toHaveAccessibleName('Not included');
  await expect(outreach.nth(1)).toHaveAccessibleName('Included');
  await expect(outreach.nth(2)).toHaveAccessibleName('Included');

  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

test('an FAQ answer opens with Enter and with Space, and closes again', async ({ page }) => {
  await page.goto('/pricing');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const cancel = faq.getByText('How do I cancel?');
  const cancelAnswer = faq.getByText('cancel at least 24 hours before your renewal date');
  await expect(cancelAnswer).toBeHidden();

  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(cancelAnswer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cancelAnswer).toBeHidden();

  // Tab moves on to the next question, which Space opens.
  await page.keyboard.press('Tab');
  await expect(faq.getByText('Can I change my plan?')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(
    faq.getByText('the change takes effect at the start of your next billing cycle'),
  ).toBeVisible();

  await faq.getByText('What if I reach my monthly limit?').click();
  await expect(faq.getByText('packs of 5 for $15 ($3.00 each)')).toBeVisible();
});

test('a signed-out plan click goes to log in, and logging in comes back to pricing', async ({ page }) => {
  const { email, password } = await createOnboardedUser(page, 'pricing-plan');
  await page.context().clearCookies();

  await page.goto('/pricing');
  await planCard(page, 'Professional').getByRole('link', { name: 'Choose Professional' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=pricing$/);

  await logIn(page, email, password, page.url());
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  // Signed in (and not subscribed), a plan is a button that opens checkout (subscription.spec.ts),
  // no link to log in any more, and the sign-up invitation is gone.
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
  await expect(page.getByRole('main').getByRole('link', { name: /^Choose / })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Manage Your Subscription' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the comparison is a carousel: the page does not scroll sideways, the table does, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const carousel = page.getByRole('region', { name: 'Plan comparison' });
    await expect(carousel).toBeVisible();
    await expect(page.getByText('Swipe or scroll sideways to see every plan.')).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const unlimited = carousel.getByRole('columnheader', { name: 'Unlimited' });
    const carouselBox = await carousel.boundingBox();
    expect(carouselBox).not.toBeNull();
    // Off to the right at first: only the first plan is beside the feature names.
    expect((await unlimited.boundingBox())?.x).toBeGreaterThanOrEqual(carouselBox!.x + carouselBox!.width);

    // The arrow keys scroll the focused region until the last plan's column is in view.
    await carousel.focus();
    await expect(carousel).toBeFocused();
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
    await expect(async () => {
      const box = await unlimited.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(carouselBox!.x + carouselBox!.width + 1);
    }).toPass();
    // The feature names stay pinned on the left while the plans slide under them.
    const label = carousel.getByRole('rowheader', { name: 'Monthly price' });
    expect((await label.boundingBox())?.x).toBeCloseTo(carouselBox!.x + 1, 0);
    await expectNoHorizontalOverflow(page);
  });

  test('meets WCAG 2.1 AA (axe) with the table scrolled and an answer open', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('region', { name: 'Plan comparison' }).focus();
    await page.keyboard.press('End');
    await page.getByText('Can I get a refund?').click();
    await expect(page.getByText('Payments are not refundable')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

for (const width of [360, 1280] as const) {
  test(`pricing at ${String(width)} px: no sideways page scroll, screenshot for review`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    await page.getByText('How do I cancel?').click();
    await expectNoHorizontalOverflow(page);
    await page
      .getByRole('region', { name: 'Plan comparison' })
      .screenshot({ path: test.info().outputPath(`pricing-comparison-${String(width)}.png`) });
    // From the top, so the sticky header is not painted into the middle of a full-page shot.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: test.info().outputPath(`pricing-${String(width)}.png`), fullPage: true });
  });
}
