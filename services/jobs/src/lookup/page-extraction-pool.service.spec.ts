import { FIXTURE_PAGES, readFixturePage } from '@hirerelay/testing/job-pages';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from './job-page-facts.mapper.js';
import {
  PageExtractionError,
  PageExtractionPool,
  type TPageExtractionOptions,
} from './page-extraction-pool.service.js';

/**
 * A stand-in worker: the page `spin` never finishes (a page that costs more than any budget);
 * any other page is answered at once with its text as the title.
 */
const SPINNING_WORKER = {
  code: `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', ({ id, page }) => {
      if (page === 'spin') for (;;) {}
      parentPort.postMessage({ id, ok: true, facts: { title: page } });
    });
  `,
};

/**
 * The budget in the tests whose worker spins: long enough that a new worker starts and answers
 * within it on a machine under heavy load (CI runs beside other work), short enough to keep the
 * tests quick. The bounds below are in multiples of it.
 */
const SPIN_BUDGET_MS = 1_000;

const pools: PageExtractionPool[] = [];
const pool = (options: TPageExtractionOptions = {}): PageExtractionPool => {
  const created = new PageExtractionPool({ size: 1, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

const failureOf = (promise: Promise<unknown>): Promise<PageExtractionError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PageExtractionError);
      return error as PageExtractionError;
    },
  );

describe('PageExtractionPool', () => {
  it('reads a page in a worker thread', async () => {
    const facts = await pool().extract(await readFixturePage(FIXTURE_PAGES.linkedin));
    expect(facts).toMatchObject({ title: 'Senior Software Engineer', company: 'Acme Corp' });
  });

  it('decodes fetched bytes in the worker, in the charset of their Content-Type, moving (not copying) them', async () => {
    const pages = pool();
    // Larger than half of Buffer.poolSize (64 KiB from Node 24 on, 8 KiB before), so not a pool slice.
    const body = Buffer.from(`<title>Caf\u00e9 ${'x'.repeat(100_000)}</title>`, 'latin1');
    await expect(pages.extract({ body, contentType: 'text/html; charset=ISO-8859-1' })).resolves.toEqual({
      title: expect.stringMatching(/^Café x+…$/),
    });
    expect(body.byteLength).toBe(0); // its memory went to the worker
    // A small Buffer (a slice of Node's shared pool) is copied instead: the pool must stay usable.
    const small = Buffer.from('<title>Small</title>');
    await expect(pages.extract({ body: small, contentType: 'text/html' })).resolves.toEqual({
      title: 'Small',
    });
    expect(small.toString()).toBe('<title>Small</title>');
  });

  it('answers a page over the limits as such (300,000 nested <div>s), and goes on reading', async () => {
    const pages = pool();
    const deep = `<body>${'<div>\n'.repeat(300_000)}</body>`;
    expect(await failureOf(pages.extract(deep))).toMatchObject({ reason: 'limits' });
    const json = `<script type="application/ld+json">${'['.repeat(PAGE_LIMITS.jsonLdDepth + 1)}</script>`;
    expect(await failureOf(pages.extract(json))).toMatchObject({ reason: 'limits' });
    await expect(pages.extract('<title>Next</title>')).resolves.toEqual({ title: 'Next' });
    expect(pages.terminations).toBe(0);
  });

  it('terminates a worker over its budget, refuses its page, and reads the next one in a new worker', async () => {
    const pages = pool({ timeoutMs: SPIN_BUDGET_MS, script: SPINNING_WORKER });
    // The event loop stays free while the worker spins: a timer fires on time.
    const ticks: number[] = [];
    const started = performance.now();
    const ticker = setInterval(() => ticks.push(performance.now() - started), 20);
    const failure = await failureOf(pages.extract('spin'));
    clearInterval(ticker);
    expect(failure).toMatchObject({ reason: 'timeout' });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(SPIN_BUDGET_MS - 10);
    expect(elapsed).toBeLessThan(SPIN_BUDGET_MS * 5);
    expect(pages.terminations).toBe(1);
    expect(ticks.length).toBeGreaterThanOrEqual(5);
    await expect(pages.extract('after')).resolves.toEqual({ title: 'after' });
  });

  it('counts the wait for a worker in the budget: a page queued behind a spinning one is refused in time', async () => {
    const pages = pool({ timeoutMs: SPIN_BUDGET_MS, script: SPINNING_WORKER });
    const started = performance.now();
    const first = failureOf(pages.extract('spin'));
    const second = failureOf(pages.extract('queued'));
    expect(await first).toMatchObject({ reason: 'timeout' });
    expect(await second).toMatchObject({ reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SPIN_BUDGET_MS * 5);
    await expect(pages.extract('later')).resolves.toEqual({ title: 'later' });
  });

  it('refuses pages beyond the queue at once', async () => {
    const pages = pool({ timeoutMs: SPIN_BUDGET_MS, maxQueued: 1, script: SPINNING_WORKER });
    const running = failureOf(pages.extract('spin'));
    const waiting = failureOf(pages.extract('waits'));
    expect(await failureOf(pages.extract('refused'))).toMatchObject({ reason: 'busy' });
    await Promise.all([running, waiting]);
  });
});
