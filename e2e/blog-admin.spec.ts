import { createAdmin, createPost, uniqueTag } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { apiOf, createOnboardedUser, identityDatabaseUrl, logIn } from './support/accounts.js';

import { expectNoHorizontalOverflow } from './support/layout.js';
import { toasts } from './support/toasts.js';

const QUESTION = 'Are you sure you want to delete this post?';
const ADMIN_POSTS = /\/api\/admin\/blog\/posts/;

async function signInAdmin(page: Page) {
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/queue$/);
}

const shoot = async (page: Page, name: string) => {
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

const unavailable = {
  status: 503,
  contentType: 'application/json',
  body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"Service unavailable"}}',
};

test('an admin writes a draft, publishes it, edits it and deletes it', async ({ page }) => {
  // A whole story, with several full page loads.
  test.slow();
  await signInAdmin(page);
  const main = page.getByRole('main');
  const tag = uniqueTag();
  const title = `Hiring Tips: Résumés ${tag}`;
  const slug = `hiring-tips-resumes-${tag}`;

  await page.goto('/blog-admin');
  await expect(page).toHaveTitle('Blog administration · HireRelay');
  await expect(main.getByRole('heading', { level: 1, name: 'Blog administration' })).toBeVisible();

  await main.getByRole('link', { name: 'New post' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await expect(page).toHaveTitle('New post · HireRelay');
  await main.getByLabel('Title').fill(title);
  // The slug follows the title until it is edited.
  await expect(main.getByLabel('Slug')).toHaveValue(slug);
  await main.getByLabel('Excerpt (optional)').fill('Five habits that get interviews.');
  await main
    .getByLabel('Content')
    .fill('## First habit\n\nTailor **every** résumé.\n\n- Read the posting\n- Mirror its words\n');
  await expect(main.getByLabel('Published')).not.toBeChecked();
  await main.getByRole('button', { name: 'Create post' }).click();

  await expect(toasts(page).filter({ hasText: 'Post created' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Blog administration' })).toBeVisible();
  await expect(main.getByRole('columnheader')).toHaveText([
    'Title',
    'Slug',
    'Status',
    'Published',
    'Actions',
  ]);
  const row = main.getByRole('row').filter({ hasText: slug });
  await expect(row.getByRole('cell')).toHaveText([title, slug, 'Draft', '—', 'EditDelete']);

  // A draft is not on the blog.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Publish it.
  await page.goto('/blog-admin');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(main.getByLabel('Title')).toHaveValue(title);
  await expect(main.getByLabel('Excerpt (optional)')).toHaveValue('Five habits that get interviews.');
  await main.getByLabel('Published').check();
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).filter({ hasText: 'Post saved' })).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Published');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.getByRole('heading', { level: 2, name: 'First habit' })).toBeVisible();
  await expect(main.locator('strong')).toHaveText('every');
  await expect(main.getByRole('listitem')).toHaveText(['Read the posting', 'Mirror its words']);

  // Rename it: the address stays.
  const newTitle = `Hiring Tips, Revised ${tag}`;
  await page.goto('/blog-admin');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await main.getByLabel('Title').fill(newTitle);
  await expect(main.getByLabel('Slug')).toHaveValue(slug);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).filter({ hasText: 'Post saved' })).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(newTitle);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Delete asks first; Cancel keeps the post.
  await page.goto('/blog-admin');
  await row.getByRole('button', { name: `Delete ${newTitle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(newTitle);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath('delete-dialog-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${newTitle}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).filter({ hasText: 'Post deleted' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText(newTitle)).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the post form explains what is wrong', async ({ page }) => {
  await signInAdmin(page);
  const main = page.getByRole('main');
  const tag = uniqueTag();
  const taken = await createPost(apiOf(page), {
    title: `Taken ${tag}`,
    slug: `taken-${tag}`,
    excerpt: null,
    content: 'First.',
    published: false,
  });

  await page.goto('/blog-admin?post=new');
  await main.getByRole('button', { name: 'Create post' }).click();
  await expect(main.getByText('Title is required')).toBeVisible();
  await expect(main.getByText('Slug is required')).toBeVisible();
  await expect(main.getByText('Content is required')).toBeVisible();
  await expect(main.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Title')).toBeFocused();
  await page.setViewportSize({ width: 360, height: 800 });
  await shoot(page, 'form-errors-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'form-errors-1280');

  await main.getByLabel('Title').fill('Some Title');
  await main.getByLabel('Slug').fill('Not A Slug');
  await main.getByLabel('Content').fill('Text.');
  await expect(main.getByText('Slug may only contain lowercase letters, numbers and hyphens')).toBeVisible();

  // The server's field message goes under its field.
  await main.getByLabel('Slug').fill(taken.slug);
  await main.getByRole('button', { name: 'Create post' }).click();
  await expect(main.getByText('A post with this slug already exists')).toBeVisible();
  await expect(main.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Slug')).toBeFocused();
  await expect(main.getByText('Failed to save post')).toHaveCount(0);

  // Any other failure is the banner.
  await main.getByLabel('Slug').fill(`fresh-${tag}`);
  await page.route(ADMIN_POSTS, (route) =>
    route.request().method() === 'POST' ? route.fulfill(unavailable) : route.fallback(),
  );
  await main.getByRole('button', { name: 'Create post' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to save post' })).toBeVisible();
  await page.unroute(ADMIN_POSTS);

  // Leaving with unsaved changes asks first.
  await main.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(main.getByLabel('Slug')).toHaveValue(`fresh-${tag}`);
  await main.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Blog administration' })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: `fresh-${tag}` })).toHaveCount(0);
});

test('the table reports failed loads and deletes, and fits a phone', async ({ page }) => {
  // The failed list is shown after the query's retries (about 7 s).
  test.slow();
  await signInAdmin(page);
  const main = page.getByRole('main');
  const tag = uniqueTag();
  const post = await createPost(apiOf(page), {
    title: `An admin table row with a long title that has to wrap on a phone ${tag}`,
    slug: `an-admin-table-row-with-a-long-slug-that-has-to-wrap-on-a-phone-${tag}`,
    excerpt: null,
    content: 'Body.',
  });
  await createPost(apiOf(page), {
    title: `Draft row ${tag}`,
    slug: `draft-row-${tag}`,
    excerpt: null,
    content: 'x',
    published: false,
  });

  await page.goto('/blog-admin');
  const row = main.getByRole('row').filter({ hasText: post.slug });
  await expect(row).toHaveCount(1);
  await shoot(page, 'table-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  await shoot(page, 'table-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.route(ADMIN_POSTS, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill(unavailable) : route.fallback(),
  );
  await row.getByRole('button', { name: `Delete ${post.title}` }).click();
  await page.getByRole('alertdialog', { name: QUESTION }).getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to delete post' })).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.unroute(ADMIN_POSTS);

  await page.route(ADMIN_POSTS, (route) =>
    route.request().method() === 'GET' ? route.fulfill(unavailable) : route.fallback(),
  );
  await page.reload();
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to fetch posts' })).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute(ADMIN_POSTS);
});

test('a signed-in user who is not an admin does not get the blog admin screen', async ({ page }) => {
  await createOnboardedUser(page, 'blog-not-admin');
  await page.goto('/blog-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New post' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The server refuses as well.
  const response = await page.request.get('/api/admin/blog/posts');
  expect(response.status()).toBe(403);
});

test('a signed-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/blog-admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fblog-admin$/);
});
