import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PAGES, startFixturePageServer } from '@hirerelay/local-infra/job-pages';
import { csrfHeaders } from './accounts.js';

// Job pages for the import journeys: the lookup's fixture pages (infra/local/job-pages) served on
// 127.0.0.1, which the jobs service of the system under test may fetch (scripts/e2e.mjs turns its
// test-only allowlist on).

export { FIXTURE_PAGES };

/** What the fixture pages say (their JSON-LD), as the dialog and the list must show it. */
export const FIXTURE_JOBS = {
  greenhouse: { title: 'Staff Data Engineer', company: 'Globex' },
  linkedin: { title: 'Senior Software Engineer', company: 'Acme Corp' },
  workday: { title: 'Senior Mechanical Engineer', company: 'Initech GmbH' },
} as const;

export type JobPages = Awaited<ReturnType<typeof startFixturePageServer>>;

/** Starts the fixture page server (any free port on 127.0.0.1); close it after the tests. */
export const startJobPages = (): Promise<JobPages> => startFixturePageServer();

/**
 * The fixture page server for this spec file: started before its tests and closed after them (the
 * hooks are the file's). Read it inside a test or hook.
 */
export function useJobPages(): JobPages {
  let started: JobPages | undefined;
  test.beforeAll(async () => {
    started = await startJobPages();
  });
  test.afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as JobPages, {
    get(_, key) {
      if (!started)
        throw new Error('the job pages are read before they started (read them inside a test or hook)');
      return Reflect.get(started, key) as unknown;
    },
  });
}

/**
 * Another job on the same fixture page: a `jobid` parameter gives the link its own job id (the
 * generic rule reads it first), so it is a different job, not a duplicate.
 */
export const variantUrl = (pages: JobPages, name: string, jobId: number): string =>
  `${pages.pageUrl(name)}?jobid=${String(jobId)}`;

/** Imports a job through the API on the page's session (what the dialog's Import sends). */
export async function importThroughApi(page: Page, url: string): Promise<{ id: string }> {
  const response = await page.request.post('/api/jobs', {
    headers: await csrfHeaders(page.request),
    data: { url },
  });
  expect(response.status(), `POST /api/jobs ${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job;
}
