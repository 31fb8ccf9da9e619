import { describe, expect, it } from 'vitest';
import { shellPathname, withRootMarkup } from './static-shell';

describe('withRootMarkup', () => {
  it('puts the shell inside the empty root, leaving the rest of the page as it was', () => {
    const html = '<body>\n    <div id="root"></div>\n    <noscript>x</noscript>\n</body>';
    expect(withRootMarkup(html, '<h1>Dashboard</h1>')).toBe(
      '<body>\n    <div id="root"><h1>Dashboard</h1></div>\n    <noscript>x</noscript>\n</body>',
    );
  });

  it('refuses a page without exactly one empty root', () => {
    expect(() => withRootMarkup('<body></body>', '<h1></h1>')).toThrow(/exactly one empty/);
    expect(() => withRootMarkup('<div id="root"></div><div id="root"></div>', '<h1></h1>')).toThrow(
      /exactly one empty/,
    );
  });
});

describe('shellPathname', () => {
  it('renders a route with a parameter at a stand-in value', () => {
    expect(shellPathname('/dashboard/jobs/:jobId')).toBe('/dashboard/jobs/_');
    expect(shellPathname('/dashboard/settings')).toBe('/dashboard/settings');
  });
});
