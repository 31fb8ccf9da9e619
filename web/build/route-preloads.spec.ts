import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routeHtmlFile, staticClosure, withHeadTags } from './route-preloads';

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
