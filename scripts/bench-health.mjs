// @ts-check
// `npm run bench:health`: how much a flood of `GET /api/health` slows an unrelated route.
// Loads /api/health at ~100 requests/s (keep-alive, not waiting for answers) while timing
// `GET /api/blog/posts` one request after another, and prints p50/p99 of both, with a quiet
// baseline first. A measurement, not a test: the machine is shared, so compare runs side by side.
//
//   npm run bench:health                      throwaway servers + the built system
//   npm run bench:health -- --url http://127.0.0.1:8080   an already running system
//   HEALTH_CACHE_MS=0 npm run bench:health    the gateway without the health cache
// Needs a build first (`npm run build`).
import http from 'node:http';
import { say } from './lib/bootstrap.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

const RATE_PER_SECOND = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const UNRELATED = '/api/blog/posts';

const urlFlag = process.argv.indexOf('--url');
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** @param {string} base @param {string} route @returns {Promise<{ ms: number, status: number }>} */
function timedGet(base, route) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(new URL(route, base), { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
      );
    });
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** @param {string} label @param {{ ms: number, status: number }[]} samples */
function report(label, samples) {
  const ms = samples.map((s) => s.ms);
  const statuses = Object.entries(
    samples.reduce(
      (acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }),
      /** @type {Record<number, number>} */ ({}),
    ),
  )
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  say(
    `${label.padEnd(34)} n=${String(samples.length).padStart(5)}  p50 ${quantile(ms, 0.5).toFixed(1).padStart(7)} ms` +
      `  p99 ${quantile(ms, 0.99).toFixed(1).padStart(7)} ms  (${statuses})`,
  );
}

/** @typedef {{ ms: number, status: number }} Sample */

/**
 * Times UNRELATED back to back for `seconds`, optionally while flooding /api/health.
 * @param {string} base @param {number} seconds @param {boolean} flood
 */
async function measure(base, seconds, flood) {
  /** @type {Sample[]} */
  const unrelated = [];
  /** @type {Sample[]} */
  const health = [];
  /** @type {Promise<unknown>[]} */
  const pending = [];
  const deadline = Date.now() + seconds * 1000;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  if (flood) {
    const interval = 1000 / RATE_PER_SECOND;
    let next = performance.now();
    const fire = () => {
      // Catch up in whole requests so the rate holds even when timers run late.
      while (performance.now() >= next) {
        pending.push(timedGet(base, '/api/health').then((s) => health.push(s)));
        next += interval;
      }
      timer = setTimeout(fire, Math.max(0, next - performance.now()));
    };
    fire();
  }
  while (Date.now() < deadline) unrelated.push(await timedGet(base, UNRELATED));
  clearTimeout(timer);
  await Promise.all(pending);
  return { unrelated, health };
}

/** @param {string} base */
async function bench(base) {
  say(`benchmark against ${base}: /api/health at ${RATE_PER_SECOND}/s for ${SECONDS} s`);
  await measure(base, 2, false); // warm-up
  const quiet = await measure(base, SECONDS, false);
  report(`${UNRELATED} alone`, quiet.unrelated);
  const loaded = await measure(base, SECONDS, true);
  report(`${UNRELATED} under health load`, loaded.unrelated);
  report('/api/health', loaded.health);
}

if (givenUrl) {
  await bench(givenUrl);
} else {
  await withThrowawaySystem(
    {
      name: 'bench',
      // One address sends everything here: lift the per-address limit to measure the cache.
      gatewayExtraEnv: {
        RATE_LIMIT_HEALTH: '1000000/60',
        ...(process.env.HEALTH_CACHE_MS ? { HEALTH_CACHE_MS: process.env.HEALTH_CACHE_MS } : {}),
      },
    },
    ({ running }) => bench(running.url),
  );
}
agent.destroy();
