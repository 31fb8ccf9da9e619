// @ts-check
// Command-line options of `npm run bench:web` and the list of measurements they select.

/** A job page: stands for the measured user's job (`/dashboard/jobs/<its id>`). */
export const JOB_PAGE = '/dashboard/jobs/:job';

/**
 * The public pages and the dashboard, in the report's order, then the other signed-in pages a
 * user lands on: a job page, the subscription page and settings.
 */
export const DEFAULT_PAGES = Object.freeze([
  '/',
  '/pricing',
  '/blog',
  '/login',
  '/dashboard',
  JOB_PAGE,
  '/dashboard/subscription',
  '/dashboard/settings',
]);

/** Pages that need a signed-in user (a paying user on a throwaway system, else the seed's local admin). */
export const isSignedInPage = (/** @type {string} */ page) =>
  page === '/dashboard' || page.startsWith('/dashboard/');

/**
 * @typedef {{ runs: number, pages: string[], url: string | undefined }} BenchOptions
 * @typedef {{ page: string, preset: 'mobile' | 'desktop' }} Measurement
 */

export const USAGE = `usage: npm run bench:web -- [--runs N] [--pages /,/blog] [--url http://127.0.0.1:8080]
  --runs N       Lighthouse runs per page (default 3); the median run is reported
  --pages LIST   comma-separated paths (default ${DEFAULT_PAGES.join(',')}); \`/\` is also measured with the desktop preset,
                 ${JOB_PAGE} is the signed-in user's job
  --url URL      measure an already running system (e.g. \`npm start\`) instead of a throwaway one`;

/**
 * @param {readonly string[]} argv the arguments after the script name
 * @returns {BenchOptions}
 * @throws {Error} with a message naming the bad argument
 */
export function parseOptions(argv) {
  /** @type {BenchOptions} */
  const options = { runs: 3, pages: [...DEFAULT_PAGES], url: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i] ?? '';
    const [flag, inline] =
      name.startsWith('--') && name.includes('=') ? name.split(/=(.*)/s, 2) : [name, undefined];
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--runs': {
        const text = value();
        const runs = Number(text);
        if (!/^\d+$/.test(text) || runs < 1 || runs > 50) {
          throw new Error(`--runs must be a whole number from 1 to 50, not "${text}"`);
        }
        options.runs = runs;
        break;
      }
      case '--pages': {
        const pages = value()
          .split(',')
          .map((page) => page.trim())
          .filter(Boolean);
        const bad = pages.find((page) => !/^\/[\w\-./]*$/.test(page) && page !== JOB_PAGE);
        if (pages.length === 0 || bad !== undefined) {
          throw new Error(`--pages takes paths starting with "/", separated by commas, not "${bad ?? ''}"`);
        }
        options.pages = [...new Set(pages)];
        break;
      }
      case '--url': {
        const text = value();
        /** @type {URL} */
        let url;
        try {
          url = new URL(text);
        } catch {
          throw new Error(`--url must be an address like http://127.0.0.1:8080, not "${text}"`);
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          throw new Error(`--url must be an http(s) address, not "${text}"`);
        }
        options.url = url.origin;
        break;
      }
      default:
        throw new Error(`unknown argument "${name}"`);
    }
  }
  return options;
}

/**
 * Every page with the mobile preset (Lighthouse's default), and `/` once more with the desktop
 * preset, as in the table.
 * @param {readonly string[]} pages
 * @returns {Measurement[]}
 */
export function measurementsFor(pages) {
  return [
    ...pages.map((page) => /** @type {Measurement} */ ({ page, preset: 'mobile' })),
    ...(pages.includes('/') ? [/** @type {Measurement} */ ({ page: '/', preset: 'desktop' })] : []),
  ];
}
