import { JOB_PAGE_BUDGET_MS, type TCreatedExtensionToken, type TUsage } from '@hirerelay/contracts';
import { HttpSession, signedUpSession, useSharedSystem, type SharedSystem } from '@hirerelay/testing';
import { HOSTILE_PAGES } from '@hirerelay/testing/job-pages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFixturePages, subscriber, type FixturePages } from './jobs-fixtures.js';

/*
 * Job pages that cost the jobs service: one built to make the HTML parser quadratic (300,000
 * nested <div>s, 1.8 MB), and one slower than the fetch's deadline. Either reads as a page that
 * could not be read (`detailsSource: 'none'`, no refusal: the link is still imported, with
 * placeholders), inside the page budget, while the service keeps serving everyone else.
 */
const shared = inject('shared');
type Lookup = { title: string; detailsSource: string };
type Imported = { job: { title: string }; detailsSource: string };
let system: SharedSystem;
let fixtures: FixturePages;
let origin: string;

beforeAll(async () => {
  fixtures = await startFixturePages();
  origin = new URL(fixtures.pages.linkedin!).origin;
  system = await useSharedSystem(shared);
});
afterAll(async () => {
  fixtures?.process.kill();
});

const pageLink = (name: string, id: number) => `${origin}/jobs/${name}?jobid=${id}`;

/** Asks `GET /api/jobs` for `session` every 50 ms until `stop` settles: each answer's status and time. */
async function pollJobs(session: HttpSession, stop: Promise<unknown>) {
  const answers: { status: number; ms: number }[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const { status } = await session.get('/api/jobs');
    answers.push({ status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

describe('a page built to stall the parser (300,000 nested <div>s)', () => {
  it('reads as unreadable within the page budget, while another user’s list keeps answering', async () => {
    // The lookup checks the subscription before fetching: Mallory has one.
    const [mallory, bob] = await Promise.all([subscriber(system.url), signedUpSession(system.url)]);
    expect((await bob.session.get('/api/jobs')).status).toBe(200);

    const started = performance.now();
    const lookups = Promise.all(
      [1, 2, 3].map((id) =>
        mallory.session.post<Lookup>('/api/jobs/lookup', {
          url: pageLink(HOSTILE_PAGES.deepNesting(), id),
        }),
      ),
    );
    const [answers, polls] = await Promise.all([lookups, pollJobs(bob.session, lookups)]);
    const elapsed = performance.now() - started;

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ title: 'Waiting for admin input', detailsSource: 'none' });
    }
    expect(elapsed).toBeLessThan(JOB_PAGE_BUDGET_MS);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.filter((poll) => poll.status !== 200)).toEqual([]);
    expect(Math.max(...polls.map((poll) => poll.ms))).toBeLessThan(1_000);
    // And the service is whole afterwards: the same user's next lookup of a real page is read.
    const next = await mallory.session.post<{ title: string }>('/api/jobs/lookup', {
      url: `${fixtures.pages.linkedin!}?jobid=9`,
    });
    expect(next.status).toBe(200);
    expect(next.body.title).toBe('Senior Software Engineer');
  });
});

describe('a page slower than the fetch deadline', () => {
  it('answers that the page could not be read (200, source none), not the gateway’s timeout (503)', async () => {
    const { session } = await subscriber(system.url);
    const started = performance.now();
    const answer = await session.post<Lookup>('/api/jobs/lookup', {
      url: pageLink(HOSTILE_PAGES.slow(8_000), 1),
    });
    expect({ status: answer.status, source: answer.body.detailsSource }).toEqual({
      status: 200,
      source: 'none',
    });
    expect(performance.now() - started).toBeLessThan(JOB_PAGE_BUDGET_MS);
  });
});

describe('importing a page slower than the fetch deadline', () => {
  it('imports it with placeholders through the dialog and the extension, within the budget, as any import', async () => {
    const { session } = await subscriber(system.url);
    const token = await session.post<TCreatedExtensionToken>('/api/extension/tokens', { name: 'Chrome' });
    expect(token.status).toBe(201);
    const started = performance.now();
    const [dialog, extension] = await Promise.all([
      session.post<Imported>('/api/jobs', { url: pageLink(HOSTILE_PAGES.slow(8_000), 2) }),
      fetch(`${system.url}/api/extension/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.body.secret}` },
        body: JSON.stringify({ url: pageLink(HOSTILE_PAGES.slow(8_000), 3) }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as Imported })),
    ]);
    expect(performance.now() - started).toBeLessThan(JOB_PAGE_BUDGET_MS + 2_000);
    for (const imported of [dialog, extension]) {
      expect(imported.status).toBe(201);
      expect(imported.body).toMatchObject({
        job: { title: 'Waiting for admin input' },
        detailsSource: 'none',
      });
    }
    const { usage } = (await session.get<{ usage: TUsage | null }>('/api/billing/usage')).body;
    expect(usage?.used).toBe(2);
  });
});
