/** The CSRF pair: the gateway sets a readable cookie and expects its value back in this header on
 * every state-changing request. The token is bound to the session and the gateway re-issues the
 * cookie whenever the session changes, so it is read from the cookie before every request, never
 * cached. Over https the cookie is `__Host-csrf`, otherwise `csrf`. */
const CSRF_COOKIES = ['__Host-csrf', 'csrf'] as const;
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_ENDPOINT = '/api/auth/csrf';

/** The current CSRF token from `document.cookie`, under whichever name the gateway uses. */
export function readCsrfCookie(cookies: string): string | null {
  for (const name of CSRF_COOKIES) {
    const value = readCookie(cookies, name);
    if (value) return value;
  }
  return null;
}

/** The value of one cookie in a `document.cookie` string, or null when it is absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
