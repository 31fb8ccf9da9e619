import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { runInNewContext } from 'node:vm';
import {
  appStartScript,
  routeHtmlFile,
  sessionCheckScript,
  staticClosure,
  withHeadTags,
  withEntryStartedBy,
  withScriptFirst,
} from './route-preloads';

describe('routeHtmlFile', () => {
  it('names one HTML file per fixed route', () => {
    expect(routeHtmlFile('/login')).toBe('login/index.html');
    expect(routeHtmlFile('/dashboard/settings')).toBe('dashboard/settings/index.html');
  });

  it('names one file for a route ending in a parameter, served for any value of it', () => {
    expect(routeHtmlFile('/dashboard/jobs/:jobId')).toBe('dashboard/jobs/_/index.html');
  });

  it('has none for the landing page or a route with other parameters', () => {
    expect(routeHtmlFile('/')).toBeNull();
    expect(routeHtmlFile('/:slug')).toBeNull();
    expect(routeHtmlFile('/blog/:slug/edit')).toBeNull();
    expect(routeHtmlFile('/../etc')).toBeNull();
  });
});

describe('withHeadTags', () => {
  const html = '<html>\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body></body>\n</html>\n';

  it('adds each tag on its own line at the end of <head>', () => {
    expect(withHeadTags(html, ['<link rel="modulepreload" href="/a.js">', '<link href="/b.css">'])).toBe(
      '<html>\n  <head>\n    <meta charset="UTF-8" />\n' +
        '    <link rel="modulepreload" href="/a.js">\n    <link href="/b.css">\n' +
        '  </head>\n  <body></body>\n</html>\n',
    );
    expect(withHeadTags(html, [])).toBe(html);
  });

  it('refuses HTML without a head', () => {
    expect(() => withHeadTags('<p>x</p>', ['<link>'])).toThrow(/no <\/head>/);
  });
});

describe('withScriptFirst', () => {
  it('puts the tag on its own line before the first script, so it is fetched and run first', () => {
    const html =
      '<head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/app.js"></script>\n</head>';
    expect(withScriptFirst(html, '<script src="/check.js"></script>')).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <script src="/check.js"></script>\n' +
        '    <script type="module" src="/app.js"></script>\n</head>',
    );
  });

  it('refuses HTML without a script', () => {
    expect(() => withScriptFirst('<head></head>', '<script></script>')).toThrow(/no <script>/);
  });
});

describe('staticClosure', () => {
  const chunk = (fileName: string, imports: string[]) =>
    ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;
  const bundle = {
    'page.js': chunk('page.js', ['form.js', 'shared.js']),
    'form.js': chunk('form.js', ['shared.js']),
    'shared.js': chunk('shared.js', ['page.js']),
    'other.js': chunk('other.js', []),
  } as unknown as Rolldown.OutputBundle;

  it('follows static imports transitively, once each, and nothing else', () => {
    expect([...staticClosure(bundle, 'page.js')].sort()).toEqual(['form.js', 'page.js', 'shared.js']);
    expect([...staticClosure(bundle, 'other.js')]).toEqual(['other.js']);
  });
});

describe('sessionCheckScript', () => {
  /** Runs the script in a page with these cookies; the elements it added to <head>. */
  function run(cookie: string): Record<string, string>[] {
    const added: Record<string, string>[] = [];
    const document = {
      cookie,
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    runInNewContext(sessionCheckScript('hr_signed_in', '/api/me'), { document });
    return added;
  }

  it('preloads the session check when the hint cookie is there', () => {
    const link = { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/me' };
    expect(run('hr_signed_in=1')).toEqual([link]);
    expect(run('cookie_consent=all; hr_signed_in=1; hr_csrf=x')).toEqual([link]);
  });

  it('asks nothing without it, with it empty, or with a cookie that only looks like it', () => {
    expect(run('')).toEqual([]);
    expect(run('hr_signed_in=')).toEqual([]);
    expect(run('not_hr_signed_in=1; hr_signed_in_x=1')).toEqual([]);
  });
});

describe('appStartScript', () => {
  const job = '0d58b209-6801-4c60-9dd2-71e7fa43a8cf';
  const pageData = [
    { path: /^\/dashboard\/jobs\/([0-9a-f-]{36})\/?$/, url: '/api/jobs/$1' },
    { path: /^\/dashboard\/subscription\/?$/, url: '/api/billing/subscription' },
  ];

  /** Runs the script in a page at this address with these cookies; `paint()` reports its first paint. */
  function load(cookie: string, pathname = '/dashboard', { paintTiming = true, hidden = false } = {}) {
    const added: Record<string, string>[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
      disconnect() {
        observer = undefined;
      }
    }
    const document = {
      cookie,
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    runInNewContext(appStartScript('hr_signed_in', '/api/me', '/assets/index-abc.js', pageData), {
      document,
      location: { pathname },
      PerformanceObserver,
    });
    const report = (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    return { added, paint: () => report('first-contentful-paint'), firstPaint: () => report('first-paint') };
  }

  it('asks for the session at once, and runs the app only once the first screen is painted', () => {
    const page = load('hr_signed_in=1');
    expect(page.added).toEqual([{ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/me' }]);
    page.firstPaint();
    expect(page.added).toHaveLength(1);
    page.paint();
    page.paint();
    expect(page.added.slice(1)).toEqual([
      { type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' },
    ]);
  });

  it('runs the app at once in a hidden tab or a browser without paint timing', () => {
    const entry = { type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' };
    expect(load('', '/dashboard', { hidden: true }).added).toEqual([entry]);
    expect(load('', '/dashboard', { paintTiming: false }).added).toEqual([entry]);
  });

  it("asks for the page's data beside the session when the address names it", () => {
    const preload = (href: string) => ({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
    expect(load('hr_signed_in=1', `/dashboard/jobs/${job}`).added).toEqual([
      preload('/api/me'),
      preload(`/api/jobs/${job}`),
    ]);
    expect(load('hr_signed_in=1', '/dashboard/subscription').added).toEqual([
      preload('/api/me'),
      preload('/api/billing/subscription'),
    ]);
    // Not a job id: the page asks nothing (it shows its error), so nothing is preloaded either.
    expect(load('hr_signed_in=1', '/dashboard/jobs/not-a-job').added).toEqual([preload('/api/me')]);
    expect(load('', `/dashboard/jobs/${job}`).added).toEqual([]);
  });

  it('runs the app for a visitor who never signed in too, without asking about a session', () => {
    const page = load('');
    page.paint();
    expect(page.added).toEqual([{ type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' }]);
  });
});

describe('withEntryStartedBy', () => {
  it('preloads the entry (every module at low priority) instead of running it, with the start script in its place', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>';
    expect(withEntryStartedBy(html, '/assets/index-abc.js', '<script async src="/start.js"></script>')).toBe(
      '<head>\n    <script async src="/start.js"></script>\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-abc.js">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">\n</head>',
    );
  });

  it('refuses HTML without the entry', () => {
    expect(() => withEntryStartedBy('<head></head>', '/assets/index-abc.js', '<script></script>')).toThrow(
      /has no <script type="module"/,
    );
  });
});
