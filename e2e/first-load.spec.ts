import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import {
  FIXTURE_JOBS,
  FIXTURE_PAGES,
  importThroughApi,
  startJobPages,
  type JobPages,
} from './support/jobs.js';

/**
 * The first load of each page a visitor lands on: a JavaScript budget, and a page that goes quiet.
 * The budget is what the phone downloads before the page works, counted as gzip (level 9) of every
 * script the page loads; it fails the build when a change makes a page heavier. Add each new page
 * people land on here: every signed-in page a user lands on is measured, a job page as
 * a subscriber's own imported job.
 */
const JS_BUDGET_BYTES = 120 * 1024;
/**
 * At most this many script files on a first load: a phone on a slow network (HTTP/1.1, six at a
 * time) pays a round trip per six files, which Lighthouse's simulated LCP counts. The shared code
 * sits in a few larger chunks (web/build/chunk-groups.ts): the signed-in pages' HTML named 22–31
 * files before, 16–25 after (and app-start.js); one file of headroom.
 */
const SCRIPT_FILES_BUDGET = 27;

interface FirstLoadPage {
  path: string;
  heading: string;
  /** Measured for a signed-in user (a fresh onboarded account). */
  signedIn?: boolean;
  /** `path` is a job page: the user subscribes and imports a job first, and `:job` is its id. */
  job?: boolean;
  /**
   * The page's own budget, where it is above the common one: today's size and a little as a
   * ceiling, so it does not grow unnoticed. Settings carries the form library for its always-open
   * forms (e-mail, password, text-to-apply's number, extension tokens); its profile cards' forms load
   * on Edit, libphonenumber's metadata only to show a saved number.
   */
  budgetKiB?: number;
  /** The page loads a part of itself lazily beside its first paint (not named by the HTML). */
  lazyPart?: string;
}

const PAGES: FirstLoadPage[] = [
  { path: '/', heading: 'Your job applications, handled for you.' },
  { path: '/pricing', heading: 'Plans and pricing' },
  { path: '/blog', heading: 'Blog' },
  { path: '/login', heading: 'Log in' },
  { path: '/dashboard', heading: 'Dashboard', signedIn: true },
  // The work queue's assignee picker and the chat load for staff and on opening the chat only
  // (JobDetailBody.tsx). The SPA takes the jobs service's texts it shows from libs/domain
  // (job-texts.ts), never the whole JobsMessages table: with it, 120.2 KiB (2026-11-28); 119.5 without.
  { path: '/dashboard/jobs/:job', heading: FIXTURE_JOBS.greenhouse.title, signedIn: true, job: true },
  { path: '/dashboard/subscription', heading: 'Subscription', signedIn: true },
  // Without a saved text-to-apply number, no libphonenumber (TextToApply.tsx): 133 KiB, was 179.
  { path: '/dashboard/settings', heading: 'Account Settings', signedIn: true, budgetKiB: 140 },
];

let jobPages: JobPages | undefined;
test.afterAll(async () => {
  await jobPages?.close();
});

// Calls that would mean the page asks about a session it cannot have, or keeps checking health.
const SESSION_AND_HEALTH_CALLS = ['/api/me', '/api/auth/refresh', '/api/health'];

interface Traffic {
  requests: Request[];
  scripts: Map<string, number>;
  failed: string[];
  errors: string[];
}

function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { requests: [], scripts: new Map(), failed: [], errors: [] };
  page.on('request', (request) => traffic.requests.push(request));
  page.on('requestfailed', (request) =>
    traffic.failed.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') traffic.errors.push(message.text());
  });
  page.on('pageerror', (error) => traffic.errors.push(error.message));
  // A refused eval, inline script or the like: the browser reports it to the page, not the console.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`);
    });
  });
  page.on('response', async (response) => {
    if (response.status() >= 400) traffic.failed.push(`${response.url()}: HTTP ${String(response.status())}`);
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    traffic.scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  return traffic;
}

function describeScripts(scripts: Map<string, number>): string {
  return [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([path, size]) => `  ${(size / 1024).toFixed(1)} KiB  ${path}`)
    .join('\n');
}

for (const { path: route, heading, signedIn, job, budgetKiB, lazyPart } of PAGES) {
  test(`${route}${signedIn ? ' (signed in)' : ''}: first load within the JavaScript budget, and then quiet`, async ({
    page,
  }) => {
    if (job) test.setTimeout(90_000); // subscribing and importing first
    if (signedIn) await createOnboardedUser(page, 'first-load');
    let path = route;
    if (job) {
      await subscribeThroughApi(page, 'starter');
      jobPages ??= await startJobPages();
      const { id } = await importThroughApi(page, jobPages.pageUrl(FIXTURE_PAGES.greenhouse));
      path = route.replace(':job', id);
      // A fresh tab, as someone arriving from a link: nothing of the checkout in memory.
      await page.goto('about:blank');
    }
    // A controlled clock: after the page has loaded, a minute passes in an instant, which would
    // show any polling (the old footer asked for health every 15 s).
    await page.clock.install();
    const traffic = watchTraffic(page);

    const document = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A moment for what a page fetches once its first screen is painted (e.g. the site settings).
    await page.clock.runFor(500);
    await page.waitForLoadState('networkidle');

    // The HTML names every script the first paint needs (the entry and modulepreloads), so they
    // download together instead of one after another; and it preloads nothing the page did not use.
    const html = (await document?.text()) ?? '';
    const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*href)="([^"]+)"/g)]
      .map((match) => match[1])
      .sort();
    if (lazyPart) {
      // Its lazy part came, and everything the HTML named was used.
      expect([...traffic.scripts.keys()].some((script) => script.startsWith(lazyPart))).toBe(true);
      expect(
        named.filter((script) => !traffic.scripts.has(script ?? '')),
        'named, not used',
      ).toEqual([]);
    } else {
      expect(named, 'scripts named by the HTML').toEqual([...traffic.scripts.keys()].sort());
    }

    const budget = (budgetKiB ?? JS_BUDGET_BYTES / 1024) * 1024;
    const total = [...traffic.scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(
      total,
      `JavaScript for the first load of ${path}: ${(total / 1024).toFixed(1)} KiB gzip, budget ${String(
        budget / 1024,
      )} KiB\n${describeScripts(traffic.scripts)}`,
    ).toBeLessThanOrEqual(budget);
    expect(
      traffic.scripts.size,
      `script files on the first load of ${path}\n${describeScripts(traffic.scripts)}`,
    ).toBeLessThanOrEqual(SCRIPT_FILES_BUDGET);

    // Nothing is asked for twice: a preload the page did not take up shows as a second request.
    const urls = traffic.requests.map((request) => request.url());
    expect(
      urls.filter((url, index) => urls.indexOf(url) !== index),
      'requests made twice',
    ).toEqual([]);

    const requestsAfterLoad = traffic.requests.length;
    await page.clock.runFor(60_000);
    await page.waitForLoadState('networkidle');
    expect(
      traffic.requests.slice(requestsAfterLoad).map((request) => request.url()),
      'requests made in the minute after the page loaded',
    ).toEqual([]);

    if (!signedIn) {
      const apiCalls = traffic.requests.map((request) => new URL(request.url()).pathname);
      expect(apiCalls.filter((call) => SESSION_AND_HEALTH_CALLS.includes(call))).toEqual([]);
    }
    expect(traffic.failed, 'failed or refused requests').toEqual([]);
    expect(traffic.errors, 'console errors').toEqual([]);
  });
}
