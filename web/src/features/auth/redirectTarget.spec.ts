import { describe, expect, it } from 'vitest';
import { homeOf, loginPathFor, safeRedirectPath } from './redirectTarget';

describe('safeRedirectPath', () => {
  it("accepts the spec's bare page name", () => {
    expect(safeRedirectPath('pricing')).toBe('/pricing');
  });

  it('keeps a same-site path with its query and fragment', () => {
    expect(safeRedirectPath('/dashboard/jobs/a1?tab=chat#latest')).toBe('/dashboard/jobs/a1?tab=chat#latest');
  });

  it.each([
    'https://evil.test/login',
    'HTTP://evil.test',
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\tevil',
    '  ',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('treats a missing value as no target', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/../../pricing')).toBe('/pricing');
  });
});

describe('loginPathFor', () => {
  it('sends the user to log in and back to where they were', () => {
    const path = loginPathFor({ pathname: '/dashboard/settings', search: '?a=1', hash: '' });
    expect(path).toBe('/login?redirect=%2Fdashboard%2Fsettings%3Fa%3D1');
    const redirect = new URL(path, 'http://x.test').searchParams.get('redirect');
    expect(safeRedirectPath(redirect)).toBe('/dashboard/settings?a=1');
  });
});

describe('homeOf', () => {
  it('lands staff on the work queue and users on the dashboard', () => {
    expect(homeOf({ role: 'admin' })).toBe('/dashboard/queue');
    expect(homeOf({ role: 'user' })).toBe('/dashboard');
  });
});
