import { createAdmin, createPost, uniqueTag } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { apiOf, createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { subscribeThroughApi, subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_PAGES, startJobPages } from './support/jobs.js';

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/blog',
  '/terms',
  '/privacy',
  '/subscription-agreement',
  '/sms-consent-policy',
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
] as const;

test.describe('accessibility of the public pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} meets WCAG 2.1 AA (axe) with a title and a description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/HireRelay/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expectNoAxeViolations(page);
    });
  }

  test('the contact form shows its errors accessibly', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('accessibility of the blog', () => {
  test('a post, the admin table, the post form and the delete dialog meet WCAG 2.1 AA', async ({ page }) => {
    test.slow();
    const admin = await createAdmin(identityDatabaseUrl());
    await logInThroughApi(page, admin.email, admin.password);
    await page.goto('/dashboard');
    const tag = uniqueTag();
    const post = await createPost(apiOf(page), {
      title: `Accessible post ${tag}`,
      slug: `accessible-post-${tag}`,
      excerpt: 'A post with the Markdown a writer uses.',
      content:
        '## A section\n\nText with a [link](/about), **bold** and `code`.\n\n> A quote\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
    });

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/blog-admin');
    await expect(page.getByRole('row').filter({ hasText: post.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/blog-admin');
    const row = page.getByRole('row').filter({ hasText: post.title });
    await row.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this post?');
    await expectNoAxeViolations(page);
  });
});

test.describe('accessibility of billing', () => {
  test('the subscription page (none, then active with its history open) and a subscriber’s pricing meet WCAG 2.1 AA', async ({
    page,
  }) => {
    await createOnboardedUser(page, 'a11y-billing');
    await page.goto('/dashboard/subscription');
    await expect(page.getByRole('heading', { level: 2, name: 'No Active Subscription' })).toBeVisible();
    await expectNoAxeViolations(page);

    await subscribeThroughPricing(page, 'Professional');
    await page.getByRole('button', { name: 'Transaction History' }).click();
    await expect(page.getByRole('table', { name: 'Transaction History' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Manage Your Subscription' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('accessibility of the dashboard', () => {
  test('a user’s dashboard (card, New Job box, example job, filters), the import dialog and staff’s Jobs meet WCAG 2.1 AA', async ({
    page,
  }) => {
    test.slow();
    const pages = await startJobPages();
    try {
      await createOnboardedUser(page, 'a11y-dashboard');
      // The review step is shown to a subscriber (the lookup refuses others before reading the page).
      await subscribeThroughApi(page, 'starter');
      await page.goto('/dashboard');
      await expect(page.getByRole('table', { name: 'My Jobs' })).toContainText('(Example Job)');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expectNoAxeViolations(page);

      await page
        .getByRole('region', { name: 'New Job' })
        .getByLabel('Job URL')
        .fill(pages.pageUrl(FIXTURE_PAGES.greenhouse));
      await page.getByRole('button', { name: 'HireRelay', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Import a job' });
      await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.context().clearCookies();
      const admin = await createAdmin(identityDatabaseUrl());
      await logInThroughApi(page, admin.email, admin.password);
      // Staff's work queue passes too, then every user's jobs.
      await page.goto('/dashboard/queue');
      await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/dashboard');
      // Every user's jobs, or (on a fresh system) the empty state.
      await expect(
        page
          .getByRole('table', { name: 'Jobs', exact: true })
          .or(page.getByText('No jobs found matching your filters.', { exact: false })),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await pages.close();
    }
  });
});
