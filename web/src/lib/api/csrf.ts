/** The double-submit CSRF pair: the gateway sets a readable `csrf` cookie and expects its value back
 * in this header on every state-changing request. */
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_ENDPOINT = '/api/auth/csrf';

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
