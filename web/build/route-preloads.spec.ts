import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { runInNewContext } from 'node:vm';
import {
  routeHtmlFile,
  sessionCheckScript,
  staticClosure,
  withHeadTags,
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
