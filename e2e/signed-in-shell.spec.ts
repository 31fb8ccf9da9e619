import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';

/**
 * A signed-in page's HTML carries its first screen (the
 * header, the dashboard bar, and the section's title where it is the same for everyone), so it
 * paints before any script has run; React then draws the same screen in its place, and the page
 * fills in around it without moving it.
 */
const PAGES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/settings', heading: 'Account Settings' },
];

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

async function headingBox(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  return heading.boundingBox();
}

for (const viewport of VIEWPORTS) {
  test(`${String(viewport.width)} px: the signed-in pages paint their title from the HTML, and React keeps it in place`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await createOnboardedUser(page, 'shell');
    // The same session in a browser that runs no script: what the HTML alone paints.
    const htmlOnly = await browser.newContext({
      javaScriptEnabled: false,
      viewport,
      storageState: await page.context().storageState(),
    });
    try {
      const staticPage = await htmlOnly.newPage();
      for (const { path, heading } of PAGES) {
        await staticPage.goto(path);
        const before = await headingBox(staticPage, heading);
        await expect(staticPage.getByRole('navigation', { name: 'Dashboard' })).toBeAttached();

        // Layout shifts are recorded from the start of the load (buffered).
        await page.goto(path);
        await expect(
          page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Subscription' }),
        ).toBeVisible();
        await expect(page.locator('.dashboard__section[data-loading]')).toHaveCount(0);
        const after = await headingBox(page, heading);
        expect(after, `${path}: the title where the HTML painted it`).toEqual(before);
        // Nothing the shell painted moved when React took over (the header, the bar, the title):
        // no layout shift touched the screen down to the title's lower edge. (The section's cards
        // filling in below it is the page's own business.)
        const titleBottom = (before?.y ?? 0) + (before?.height ?? 0);
        const moved = await page.evaluate(
          (above) =>
            new Promise<string[]>((resolve) => {
              const found: string[] = [];
              new PerformanceObserver((entries) => {
                for (const entry of entries.getEntries()) {
                  const shift = entry as PerformanceEntry & {
                    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
                  };
                  for (const source of shift.sources) {
                    if (Math.min(source.previousRect.top, source.currentRect.top) >= above) continue;
                    const node = source.node instanceof Element ? source.node : source.node?.parentElement;
                    found.push(
                      `${node?.tagName ?? 'a removed node'} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                    );
                  }
                }
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(found), 100);
            }),
          titleBottom,
        );
        expect(moved, `${path}: layout shifts above the title's lower edge`).toEqual([]);
      }
    } finally {
      await htmlOnly.close();
    }
  });
}
