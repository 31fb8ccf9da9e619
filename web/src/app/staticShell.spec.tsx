import { describe, expect, it } from 'vitest';
import { renderStaticShell } from './staticShell';

/** The text of the headings of one level in `html`. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${String(level)}[^>]*>([^<]*)</h${String(level)}>`, 'g'))].map(
    (match) => match[1],
  );

describe('renderStaticShell', () => {
  it('paints the dashboard bar and the title of the sections whose title is the same for everyone', () => {
    const dashboard = renderStaticShell('/dashboard');
    expect(headings(dashboard, 1)).toEqual(['Dashboard']);
    expect(dashboard).toContain('<nav class="container dashboard-bar__inner" aria-label="Dashboard">');
    expect(dashboard).toContain('<header class="site-header">');
    expect(headings(renderStaticShell('/dashboard/settings'), 1)).toEqual(['Account Settings']);
  });

  it('has no title where it depends on the role or the data: the subscription area, a job', () => {
    for (const pathname of ['/dashboard/subscription', '/dashboard/jobs/_']) {
      const html = renderStaticShell(pathname);
      expect(html).toContain('aria-label="Dashboard"');
      expect(headings(html, 1)).toEqual([]);
    }
  });

  it('shows nobody as signed in or out: no account links, no dashboard links yet', () => {
    const html = renderStaticShell('/dashboard');
    expect(html).toContain('<ul class="site-nav__account" role="list" aria-hidden="true"></ul>');
    expect(html).toContain('<ul class="dashboard-nav" role="list"></ul>');
    expect(html).not.toMatch(/>(Log in|Logout|Subscription|Settings)</);
  });
});
