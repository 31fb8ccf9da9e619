import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until the test calls `release()`, so it can look at what the page
 * shows while it waits, however slow or fast the machine is: no guessing how long a delay must be
 * for the waiting state to be seen.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
