import { paths } from '../../app/paths';

const PLACEHOLDER_ORIGIN = 'https://hirerelay.invalid';

/**
 * Where `?redirect=` may send the user after logging in: a path on this site, or null.
 * `pricing` (the spec's form) and `/pricing?x=1` are accepted; anything that could leave the site
 * (`https://…`, `//host`, `/\host`, `javascript:`) is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.test` is off-site.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return null;
  const url = new URL(value.startsWith('/') ? value : `/${value}`, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that brings the user back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${new URLSearchParams({ redirect: back }).toString()}`;
}

/** Where signing in lands without `?redirect=`: staff on the work queue, users on the dashboard. */
export function homeOf(user: { role: string } | undefined): string {
  return user?.role === 'admin' ? paths.dashboardQueue : paths.dashboard;
}
