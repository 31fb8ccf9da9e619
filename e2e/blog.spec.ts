import { createAdmin, createPost, uniqueTag } from '@hirerelay/testing/factories';
import { expect, test, type Page } from '@playwright/test';
import { apiOf, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { setFullName } from './support/blog.js';
import { expectNoHorizontalOverflow } from './support/layout.js';

const PUBLIC_LIST = /\/api\/blog\/posts\?/;

/** Signs an admin in on `page` (their cookies also carry `page.request`'s API calls). */
async function signInAdmin(page: Page) {
  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(page, admin.email, admin.password);
  await page.goto('/dashboard');
}

const shoot = async (page: Page, name: string) => {
  await expectNoHorizontalOverflow(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

test('/blog lists published posts newest first, a page at a time, and opens each one', async ({ page }) => {
  // Twelve posts to write first.
  test.slow();
  await signInAdmin(page);
  await setFullName(page, 'Ada Lovelace');
  const tag = uniqueTag();
  const draft = await createPost(apiOf(page), {
    title: `Unfinished draft ${tag}`,
    slug: `unfinished-draft-${tag}`,
    excerpt: null,
    content: 'Not ready.',
    published: false,
  });
  const posts = [];
  for (let index = 1; index <= 11; index += 1) {
    posts.push(
      await createPost(apiOf(page), {
        title: `Interview note ${String(index)} ${tag}`,
        slug: `interview-note-${String(index)}-${tag}`,
        excerpt: `Excerpt of note ${String(index)}.`,
        content: `Body of note ${String(index)}.`,
      }),
    );
  }
  // Read as a visitor.
  await page.context().clearCookies();

  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog · HireRelay');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  // A page of ten. A test in the other worker may publish a post meanwhile (newer than ours), so
  // ours are checked in order across the pages: newest first, each once, the draft never.
  await expect(titles).toHaveCount(10);
  await expect(page.getByText(draft.title)).toHaveCount(0);
  const newest = page.getByRole('listitem').filter({ hasText: posts[10]?.title ?? '' });
  await expect(newest).toContainText('By Ada Lovelace');
  await expect(newest).toContainText('Excerpt of note 11.');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(titles.filter({ hasText: tag })).toHaveText(posts.map((post) => post.title).reverse());
  const shown = await titles.allInnerTexts();
  expect(shown.length).toBeGreaterThan(10);
  expect(new Set(shown).size).toBe(shown.length);
  await expect(page.getByText(draft.title)).toHaveCount(0);

  await page.getByRole('link', { name: posts[10]?.title ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/interview-note-11-${tag}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[10]?.title ?? '');
  await expect(page).toHaveTitle(`${posts[10]?.title ?? ''} · HireRelay`);
  await expect(page.locator('meta[name="description"][content="Excerpt of note 11."]')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Body of note 11.');
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // A draft's address is not a page.
  await page.goto(`/blog/${draft.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('/blog says when there are no posts, and when they cannot be loaded', async ({ page }) => {
  // The failure is shown after the query's retries (about 7 s).
  test.slow();
  await page.route(PUBLIC_LIST, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[],"nextCursor":null}' }),
  );
  await page.goto('/blog');
  await expect(page.getByText('No posts yet.')).toBeVisible();
  await page.unroute(PUBLIC_LIST);

  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(PUBLIC_LIST, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"x"}}',
    }),
  );
  await page.reload();
  // A failed load says so, and the list stays empty.
  await expect(page.getByText("Couldn't load posts right now. Please try again later.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
  expect(logged.some((text) => text.includes('Failed to fetch posts'))).toBe(true);
});

test('HTML and script links in a post stay inert', async ({ page }) => {
  await signInAdmin(page);
  const tag = uniqueTag();
  const post = await createPost(apiOf(page), {
    title: `Formatting test ${tag}`,
    slug: `formatting-test-${tag}`,
    excerpt: 'Raw HTML must not run.',
    content: [
      'Intro paragraph with **bold** text.',
      '',
      '<script>window.__xss = 1</script>',
      '',
      '<img src=x onerror="window.__xss=2">',
      '',
      'A [link](javascript:window.__xss=3) and [a safe one](https://example.com/guide).',
    ].join('\n'),
  });
  await page.context().clearCookies();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/blog/${post.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(main.locator('strong')).toHaveText('bold');
  // The HTML shows as text …
  await expect(main).toContainText('<script>window.__xss = 1</script>');
  await expect(main).toContainText('<img src=x onerror="window.__xss=2">');
  // … and is not in the page as elements.
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(main.locator('img')).toHaveCount(0);

  // The script link lost its address; clicking its text does nothing.
  await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'link', exact: true })).toHaveCount(0);
  await main.getByText('link', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

  const external = main.getByRole('link', { name: 'a safe one' });
  await expect(external).toHaveAttribute('href', 'https://example.com/guide');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAttribute('target', '_blank');

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an unknown slug shows the not-found page', async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · HireRelay');
  await expect(page.getByRole('main')).toContainText('/blog/no-such-post-anywhere');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('/blog and a post fit a phone and a desktop', async ({ page }) => {
  await signInAdmin(page);
  await setFullName(page, 'Grace Brewster Murray Hopper');
  const tag = uniqueTag();
  const post = await createPost(apiOf(page), {
    title: `A rather long title about negotiating salary offers without leaving money on the table ${tag}`,
    slug: `negotiating-salary-offers-${tag}`,
    excerpt:
      'How to answer the salary question, when to counter, and what to say when the first offer is lower than you hoped.',
    content: [
      '# Before the call',
      '',
      'Research the range for the role. A long address should wrap: https://example.com/a/very/long/path/that/keeps/going/and/going/without/any/spaces/at/all',
      '',
      '## Checklist',
      '',
      '- Know your number',
      '- Know your walk-away point',
      '- [x] Practise out loud',
      '',
      '> The first number said sets the anchor.',
      '',
      '| Offer | Base | Bonus | Equity | Notes |',
      '|---|---|---|---|---|',
      '| First | $90,000 | 5% | none | below the range for this kind of role |',
      '| Counter | $104,000 | 10% | 0.1% | asked for a sign-on bonus as well |',
      '',
      '```',
      'const counter = Math.round(offer * 1.15); // a code line long enough to need its own scrolling box',
      '```',
      '',
      'Read [our pricing](/pricing) or [an outside guide](https://example.com/negotiation).',
    ].join('\n'),
  });
  await page.context().clearCookies();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();
    await shoot(page, `blog-list-${String(width)}`);

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, `blog-post-${String(width)}`);
  }

  // A link to this site stays in the app.
  await page.getByRole('link', { name: 'our pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
