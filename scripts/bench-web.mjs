// @ts-check
// `npm run bench:web`: Lighthouse (the npm package, through its Node API) in Debian's Chromium on
// the public pages and the signed-in dashboard, three runs each, and the median run's figures as a
// Markdown table (load times and the four Lighthouse scores). A measurement, not a test: it asserts
// no timings, and the machine is shared, so compare runs made side by side.
//
//   npm run bench:web                                   builds, then measures a throwaway system
//   npm run bench:web -- --runs 5 --pages /,/blog       fewer pages, more runs
//   npm run bench:web -- --url http://127.0.0.1:8080    an already running system (`npm start`)
//
// Pages are measured with Lighthouse's default mobile preset, and `/` also with the desktop preset.
// The reported run per page is the median by performance score (one whole run, not per-metric
// medians). The median runs' full Lighthouse JSON is written to test-results/bench-web/.
// The signed-in pages (/dashboard, a job page, /dashboard/subscription, /dashboard/settings) are
// measured, on a throwaway system, as a paying user with one imported job (bench-web-user.mjs; the
// system is also seeded the way `npm start` seeds); with --url as the running system's seed admin
// (its password file in HIRERELAY_DATA_DIR or .data), and they are skipped, saying why, when there is
// none. The job page (`/dashboard/jobs/:job`) is that user's job; with --url, the first job the
// admin's list shows.
// CHROME_PATH picks another Chromium (default /usr/bin/chromium, installed with apt if missing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { JOB_PAGE, USAGE, isSignedInPage, measurementsFor, parseOptions } from './lib/bench-web-options.mjs';
import { figuresOf, formatTable, medianRun, rowLabel } from './lib/bench-web-report.mjs';
import { blockingTimeOf } from './lib/bench-web-trace.mjs';
import { buildAll, REPO_ROOT, say } from './lib/bootstrap.mjs';
import { createBenchSubscriber } from './lib/bench-web-user.mjs';
import { startFixturePages } from './lib/fixture-pages.mjs';
import { ApiSession, SEED_ADMIN_EMAIL, seedLocalData } from './lib/seed.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

/** Verified on this machine kind (docs: INFRA-NOTES "Verified 2026-11-22"). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Attempts per run when Lighthouse reports a run as failed (see measureOnce). */
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const OUT_DIR = path.join(REPO_ROOT, 'test-results/bench-web');

/**
 * Where to measure, and how to get a signed-in session's cookies there (a fresh login per run:
 * the page may refresh and so rotate the session, which would spoil a reused cookie).
 * `jobId` is the job the job page shows (none: the job page is skipped).
 * @typedef {{ baseUrl: string, signIn: (() => Promise<[string, string][]>) | undefined, noSignInReason: string, jobId: string | undefined }} Target
 * @typedef {import('lighthouse').Result} Report
 */

/** @type {import('./lib/bench-web-options.mjs').BenchOptions} */
let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`bench:web: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}

const started = Date.now();
const infra = await import('@hirerelay/local-infra');
const chromePath = process.env.CHROME_PATH ?? infra.CHROMIUM_PATH;
if (!process.env.CHROME_PATH) await infra.ensureSystemPackages({ chromium: true, log: say });

let failed = false;
if (options.url) {
  const target = await runningTarget(options.url).catch((/** @type {unknown} */ error) => {
    say(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  failed = await bench(target);
} else {
  await buildAll();
  const fixtures = await startFixturePages();
  try {
    failed = await withThrowawaySystem(
      {
        name: 'bench-web',
        webDistDir: path.join(REPO_ROOT, 'web/dist'),
        // The measured user's job comes from the fixture pages on 127.0.0.1.
        serviceExtraEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } },
        // The machine is shared: a busy one may take longer than a minute to start everything.
        healthTimeoutMs: 180_000,
      },
      async ({ running, identityDatabaseUrl }) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirerelay-bench-web-seed-'));
        try {
          // The same seed as `npm start`: the local admin and the blog posts.
          await seedLocalData({ baseUrl: running.url, dataDir, identityDatabaseUrl, log: say });
          const user = await createBenchSubscriber(
            running.url,
            `${fixtures.pages.linkedin ?? ''}?jobid=9001`,
          );
          say(`bench:web: signed-in pages as the subscriber ${user.email} with job ${user.jobId}`);
          return await bench({
            baseUrl: running.url,
            signIn: () => signIn(running.url, user.email, user.password),
            noSignInReason: '',
            jobId: user.jobId,
          });
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    );
  } finally {
    fixtures.stop();
  }
}
say(`bench:web took ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);

/**
 * An already running system: signed-in pages use its seed admin, if this machine has the
 * password file and the password still works there.
 * @param {string} baseUrl
 * @returns {Promise<Target>}
 */
async function runningTarget(baseUrl) {
  const answer = await fetch(new URL('/api/health', baseUrl)).catch((/** @type {unknown} */ error) => error);
  if (!(answer instanceof Response)) {
    throw new Error(
      `nothing answers at ${baseUrl} (${answer instanceof Error ? answer.message : String(answer)})`,
    );
  }
  const dataDir = process.env.HIRERELAY_DATA_DIR ?? infra.DEFAULT_DATA_DIR;
  const password = readSeedPassword(dataDir);
  if (!password) {
    return {
      baseUrl,
      signIn: undefined,
      noSignInReason: `no seeded local admin in ${seedPasswordFile(dataDir)} (set HIRERELAY_DATA_DIR to the running system's data folder)`,
      jobId: undefined,
    };
  }
  try {
    await signIn(baseUrl, SEED_ADMIN_EMAIL, password);
  } catch (error) {
    return {
      baseUrl,
      signIn: undefined,
      noSignInReason: `the seeded local admin could not sign in at ${baseUrl} (${error instanceof Error ? error.message : String(error)})`,
      jobId: undefined,
    };
  }
  return {
    baseUrl,
    signIn: () => signIn(baseUrl, SEED_ADMIN_EMAIL, password),
    noSignInReason: '',
    jobId: await firstJobId(baseUrl, password),
  };
}

/** The file `npm start`'s seed keeps the local admin's password in. @param {string} dataDir */
function seedPasswordFile(dataDir) {
  return path.join(dataDir, 'secrets/local-admin');
}

/** @param {string} dataDir @returns {string | undefined} */
function readSeedPassword(dataDir) {
  const file = seedPasswordFile(dataDir);
  if (!fs.existsSync(file)) return undefined;
  return /^password=(.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

/**
 * Logs a user in through the API (with CSRF, as the SPA does) and returns the session's cookies,
 * to be put into the measured browser's cookie jar.
 * @param {string} baseUrl @param {string} email @param {string} password
 * @returns {Promise<[string, string][]>}
 */
async function signIn(baseUrl, email, password) {
  const session = await ApiSession.login(baseUrl, email, password);
  return [...session.cookies];
}

/**
 * The first job the seed admin's jobs list shows on a running system, for the job page.
 * @param {string} baseUrl @param {string} password @returns {Promise<string | undefined>}
 */
async function firstJobId(baseUrl, password) {
  const session = await ApiSession.login(baseUrl, SEED_ADMIN_EMAIL, password);
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await fetch(new URL('/api/jobs', baseUrl), { headers: { cookie } });
  if (!answer.ok) return undefined;
  const body = /** @type {{ jobs?: { id: string }[], items?: { id: string }[] }} */ (await answer.json());
  return (body.jobs ?? body.items)?.[0]?.id;
}

/**
 * Puts the session's cookies into the browser's own cookie jar (Lighthouse does not clear
 * cookies between runs). A Cookie header (Lighthouse's extraHeaders) would not do: the SPA reads
 * the readable signed-in hint from document.cookie, which a header never fills.
 * @param {number} port the browser's DevTools port @param {string} url @param {[string, string][]} cookies
 */
async function putCookiesInBrowser(port, url, cookies) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the measured browser has no default context');
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: new URL('/', url).href })));
  } finally {
    // A browser reached over CDP is only disconnected from, not closed.
    await browser.close();
  }
}

/**
 * Measures every selected page, prints the table and writes the median runs' JSON. A page that
 * fails is reported and the others are still measured.
 * @param {Target} target
 * @returns {Promise<boolean>} whether any page failed
 */
async function bench(target) {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  /** @type {{ label: string, figures: import('./lib/bench-web-report.mjs').Figures }[]} */
  const rows = [];
  /** @type {string[]} */
  const skipped = [];
  /** @type {string[]} */
  const failures = [];
  /** Lighthouse's own warnings about the reported runs ("Results may be incomplete", …). */
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, unknown>} */
  const allRuns = {};
  /** @type {Report | undefined} */
  let anyReport;
  for (const { page, preset } of measurementsFor(options.pages)) {
    const label = rowLabel(page, preset);
    if (isSignedInPage(page) && !target.signIn) {
      skipped.push(`${label} skipped: ${target.noSignInReason}`);
      continue;
    }
    if (page === JOB_PAGE && !target.jobId) {
      skipped.push(`${label} skipped: the signed-in user has no job to show`);
      continue;
    }
    try {
      /** @type {Report[]} */
      const reports = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const report = await measureOnce(
          target,
          page === JOB_PAGE ? `/dashboard/jobs/${target.jobId ?? ''}` : page,
          preset,
          `${label} run ${run}/${options.runs}`,
        );
        const f = figuresOf(report);
        say(
          `${label} run ${run}/${options.runs}: performance ${f.performance ?? '–'}, TBT ${Math.round(f.tbtMs ?? 0)} ms, ` +
            `by CPU time ${f.cpuTbtMs === null ? '–' : Math.round(f.cpuTbtMs)} ms`,
        );
        reports.push(report);
        anyReport = report;
      }
      const median = medianRun(reports);
      const file = `${preset}-${page === '/' ? 'home' : page.slice(1).replaceAll(/[/:]/g, '-')}.json`;
      fs.writeFileSync(path.join(OUT_DIR, file), JSON.stringify(median, null, 2));
      allRuns[label] = { medianRun: reports.indexOf(median) + 1, runs: reports.map(figuresOf), file };
      rows.push({ label, figures: figuresOf(median) });
      warnings.push(...median.runWarnings.map((warning) => `${label}: Lighthouse warned: ${warning}`));
    } catch (error) {
      failures.push(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  fs.writeFileSync(path.join(OUT_DIR, 'runs.json'), JSON.stringify(allRuns, null, 2));

  const lines = [''];
  if (rows.length > 0) {
    lines.push(formatTable(rows), '');
    const browser =
      anyReport?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
    lines.push(
      `Lighthouse ${anyReport?.lighthouseVersion ?? ''} in ${browser}, mobile preset unless noted, ` +
        `median of ${options.runs} run${options.runs === 1 ? '' : 's'} by performance score, ` +
        `${target.baseUrl}, ${new Date().toISOString()}. Full reports: ${path.relative(REPO_ROOT, OUT_DIR)}/`,
    );
  }
  lines.push(...warnings, ...skipped, ...failures);
  process.stdout.write(`${lines.join('\n')}\n`);
  return failures.length > 0;
}

/**
 * One run that Lighthouse completed. A run Lighthouse itself reports as failed (e.g. NO_NAVSTART,
 * "Please run Lighthouse again", seen now and then on this machine) is tried again, up to
 * ATTEMPTS times; a signed-in page that did not stay signed in fails at once.
 * @param {Target} target @param {string} page @param {'mobile' | 'desktop'} preset @param {string} what
 * @returns {Promise<Report>}
 */
async function measureOnce(target, page, preset, what) {
  const signedIn = isSignedInPage(page);
  for (let attempt = 1; ; attempt += 1) {
    const cookies = signedIn && target.signIn ? await target.signIn() : undefined;
    const report = await runLighthouse(new URL(page, target.baseUrl).href, preset, cookies);
    const shown = new URL(report.finalDisplayedUrl).pathname;
    if (signedIn && shown !== page) {
      throw new Error(`${what} ended on ${shown}, not ${page}: the session cookie was not accepted`);
    }
    if (!report.runtimeError) return report;
    const problem = `${what}: Lighthouse ${report.runtimeError.code}: ${report.runtimeError.message}`;
    if (attempt >= ATTEMPTS) throw new Error(`${problem} (${ATTEMPTS} attempts)`);
    say(`${problem}; trying again`);
  }
}

/**
 * One Lighthouse run in a fresh Chromium (as the Lighthouse CLI does), stopped again after.
 * @param {string} url @param {'mobile' | 'desktop'} preset @param {[string, string][] | undefined} cookies
 * @returns {Promise<Report>}
 */
async function runLighthouse(url, preset, cookies) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (cookies) await putCookiesInBrowser(chrome.port, url, cookies);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const trace =
      /** @type {{ Trace?: { traceEvents: import('./lib/bench-web-trace.mjs').TraceEvent[] } }} */ (
        result.artifacts
      ).Trace;
    const blocking = trace ? blockingTimeOf(trace.traceEvents, preset === 'desktop' ? 1 : 4) : null;
    return Object.assign(result.lhr, { blockingByThreadTime: blocking });
  } finally {
    const exited = new Promise((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve(undefined);
      else chrome.process.once('exit', resolve);
    });
    chrome.kill();
    await exited;
  }
}
