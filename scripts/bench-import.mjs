// @ts-check
// `npm run bench:import`: what importing a job costs a user (one page fetch per import).
// Starts a throwaway system (jobs may read the fixture pages on 127.0.0.1) and the fixture page
// server, signs up a user on Professional (the Stripe stand-in), then times, per fixture page:
//   - the review step, `POST /api/jobs/lookup` (subscription, quota and duplicate checked first,
//     then the page fetched and read);
//   - the Import after it, `POST /api/jobs` (reuses the review's reading: no second fetch);
//   - an Import with no review before it (fetches the page itself: what every Import cost before).
// Also counts the fixture server's requests per import. A measurement, not a test: the machine is
// shared, so compare runs side by side. Build first.
//
//   npm run bench:import                 as many rounds over the fixture pages as the plan's quota allows (3)
//   npm run bench:import -- --rounds 1
//   npm run bench:import -- --latency 800  each page answered after 800 ms, as a remote job site
import { checkOutOnStandIn } from '@hirerelay/testing';
import { signedUpSession } from '@hirerelay/testing/factories';
import { FIXTURE_PAGES } from '@hirerelay/testing/job-pages';
import { say } from './lib/bootstrap.mjs';
import { quantile } from './lib/http-load.mjs';
import { startFixturePages } from './lib/fixture-pages.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

const roundsIndex = process.argv.indexOf('--rounds');
const ROUNDS = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : 5;
const latencyIndex = process.argv.indexOf('--latency');
// A job site's answer time stood in by the fixture server's `slow-<ms>` page (the LinkedIn page, late).
const LATENCY_MS = latencyIndex >= 0 ? Number(process.argv[latencyIndex + 1]) : 0;
const PAGES = /** @type {const} */ (['linkedin', 'indeed', 'greenhouse', 'workday']);

/** @param {() => Promise<{ status: number }>} call */
async function timed(call) {
  const started = performance.now();
  const { status } = await call();
  return { status, ms: performance.now() - started };
}

/** @param {number[]} values */
const summary = (values) =>
  `p50 ${quantile(values, 0.5).toFixed(0)} ms, p90 ${quantile(values, 0.9).toFixed(0)} ms (n=${values.length})`;

const fixtures = await startFixturePages();
try {
  await withThrowawaySystem(
    { name: 'bench-import', serviceExtraEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } } },
    async ({ running }) => {
      const { session } = await signedUpSession(running.url);
      await checkOutOnStandIn(session, 'professional');
      for (let tries = 0; ; tries += 1) {
        const { body } = await session.get('/api/billing/subscription');
        if (/** @type {any} */ (body).subscription?.status === 'active') break;
        if (tries > 150) throw new Error('the subscription never turned active');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      let id = 0;
      const link = (/** @type {keyof typeof FIXTURE_PAGES} */ page) =>
        `${fixtures.origin}/jobs/${LATENCY_MS > 0 ? `slow-${LATENCY_MS}` : FIXTURE_PAGES[page]}?jobid=${(id += 1) + 900_000}`;
      /** @type {Record<'review' | 'importAfterReview' | 'importAlone', number[]>} */
      const times = { review: [], importAfterReview: [], importAlone: [] };
      // One warm-up of each path (the extraction workers start with the first page).
      await session.post('/api/jobs/lookup', { url: link('linkedin') });
      await session.post('/api/jobs', { url: link('linkedin') });

      // Professional allows 25 imports a month: two per page and round, after the warm-up's one.
      const rounds = Math.min(ROUNDS, Math.floor(24 / (2 * PAGES.length)) || 1);
      say(
        `${rounds} rounds over ${PAGES.length} fixture pages${LATENCY_MS > 0 ? `, each answered after ${LATENCY_MS} ms` : ''}`,
      );
      for (let round = 0; round < rounds; round += 1) {
        for (const page of PAGES) {
          const reviewed = link(page);
          const review = await timed(() => session.post('/api/jobs/lookup', { url: reviewed }));
          const imported = await timed(() => session.post('/api/jobs', { url: reviewed }));
          const alone = await timed(() => session.post('/api/jobs', { url: link(page) }));
          if (review.status !== 200 || imported.status !== 201 || alone.status !== 201) {
            throw new Error(`unexpected answers ${review.status} / ${imported.status} / ${alone.status}`);
          }
          times.review.push(review.ms);
          times.importAfterReview.push(imported.ms);
          times.importAlone.push(alone.ms);
        }
      }
      say(`review (POST /api/jobs/lookup):             ${summary(times.review)}`);
      say(`Import after the review (reuses its read):  ${summary(times.importAfterReview)}`);
      say(`Import without a review (fetches the page): ${summary(times.importAlone)}`);
      const before = quantile(times.review, 0.5) + quantile(times.importAlone, 0.5);
      const after = quantile(times.review, 0.5) + quantile(times.importAfterReview, 0.5);
      say(
        `review + Import, p50: ${after.toFixed(0)} ms (each page fetched once; ${before.toFixed(0)} ms when Import fetched it again)`,
      );
    },
  );
} finally {
  fixtures.stop();
}
