import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, JOB_PAGE, measurementsFor, parseOptions } from './bench-web-options.mjs';
import { figuresOf, formatTable, medianRun, rowLabel } from './bench-web-report.mjs';

/** A Lighthouse result reduced to what the benchmark reads. */
function report(performance: number | null, lcpMs = 2000, id = '') {
  return {
    id,
    categories: {
      performance: { score: performance === null ? null : performance / 100 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.93 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: 713.6 },
      'cumulative-layout-shift': { numericValue: 0.2886 },
      'total-byte-weight': { numericValue: 859_136 },
    },
    blockingByThreadTime: { cpuMs: 180.4 },
  };
}

describe('bench:web median run', () => {
  it('is the middle run by performance score, not the first or the best', () => {
    const runs = [report(90, 1000, 'best'), report(40, 6000, 'worst'), report(61, 3000, 'middle')];
    expect(medianRun(runs).id).toBe('middle');
  });

  it('orders equal scores by LCP, slower first, and takes the lower middle of an even count', () => {
    const runs = [
      report(50, 1000, 'fast'),
      report(50, 4000, 'slow'),
      report(70, 900, 'a'),
      report(80, 800, 'b'),
    ];
    expect(medianRun(runs).id).toBe('fast');
  });

  it('counts a run Lighthouse could not score as the worst', () => {
    const runs = [report(null, 1000, 'unscored'), report(30, 1000, 'low'), report(60, 1000, 'high')];
    expect(medianRun(runs).id).toBe('low');
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow('at least one run');
  });
});

describe('bench:web table', () => {
  it("prints the issue's columns plus the other category scores, in the issue's units", () => {
    const table = formatTable([
      { label: rowLabel('/blog', 'mobile'), figures: figuresOf(report(45, 5449)) },
      { label: rowLabel('/', 'desktop'), figures: figuresOf(report(null, 1000)) },
    ]);
    expect(table).toBe(
      [
        '| page | performance | LCP | TBT | TBT by CPU time | CLS | bytes sent | accessibility | best practices | SEO |',
        '|---|---|---|---|---|---|---|---|---|---|',
        '| `/blog` | 45 | 5.4 s | 714 ms | 180 ms | 0.289 | 839 KB | 100 | 93 | 100 |',
        '| `/` desktop preset | – | 1.0 s | 714 ms | 180 ms | 0.289 | 839 KB | 100 | 93 | 100 |',
      ].join('\n'),
    );
  });

  it('shows a dash for a figure Lighthouse did not measure', () => {
    const figures = figuresOf({ categories: {}, audits: {} });
    expect(formatTable([{ label: 'x', figures }]).split('\n')[2]).toBe(
      '| x | – | – | – | – | – | – | – | – | – |',
    );
  });
});

describe('bench:web options', () => {
  it('defaults to three runs of the public pages and the dashboard, and the signed-in pages a user lands on, `/` also with the desktop preset', () => {
    const options = parseOptions([]);
    expect(options).toEqual({ runs: 3, pages: [...DEFAULT_PAGES], url: undefined });
    expect(measurementsFor(options.pages)).toEqual([
      { page: '/', preset: 'mobile' },
      { page: '/pricing', preset: 'mobile' },
      { page: '/blog', preset: 'mobile' },
      { page: '/login', preset: 'mobile' },
      { page: '/dashboard', preset: 'mobile' },
      { page: '/dashboard/jobs/:job', preset: 'mobile' },
      { page: '/dashboard/subscription', preset: 'mobile' },
      { page: '/dashboard/settings', preset: 'mobile' },
      { page: '/', preset: 'desktop' },
    ]);
  });

  it('takes the job page by its placeholder, the signed-in user’s job', () => {
    expect(parseOptions(['--pages', `/dashboard,${JOB_PAGE}`]).pages).toEqual(['/dashboard', JOB_PAGE]);
    expect(() => parseOptions(['--pages', '/dashboard/jobs/:other'])).toThrow('--pages takes paths');
  });

  it('takes --runs, --pages and --url, with a space or "="', () => {
    expect(parseOptions(['--runs', '5', '--pages', '/blog, /login', '--url=http://127.0.0.1:8080/'])).toEqual(
      {
        runs: 5,
        pages: ['/blog', '/login'],
        url: 'http://127.0.0.1:8080',
      },
    );
    expect(measurementsFor(['/blog'])).toEqual([{ page: '/blog', preset: 'mobile' }]);
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number from 1 to 50, not "0"'],
    [['--runs', '2.5'], '--runs must be a whole number from 1 to 50, not "2.5"'],
    [['--runs'], '--runs needs a value'],
    [['--pages', 'blog'], '--pages takes paths starting with "/", separated by commas, not "blog"'],
    [['--pages', ','], '--pages takes paths starting with "/", separated by commas, not ""'],
    [['--url', 'localhost:8080'], '--url must be an http(s) address, not "localhost:8080"'],
    [['--url', 'not a url'], '--url must be an address like http://127.0.0.1:8080, not "not a url"'],
    [['--desktop'], 'unknown argument "--desktop"'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
