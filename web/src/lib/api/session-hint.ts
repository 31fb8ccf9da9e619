import { SESSION_HINT_COOKIE } from '@hirerelay/contracts';
import { readCookie } from './csrf';

/** The session check's address; the signed-in pages' HTML has it preloaded when the hint cookie is there (vite.config.ts). */
export const SESSION_USER_URL = '/api/me';

/**
 * Whether this browser may hold a session. The session cookies are httpOnly, so the gateway keeps a
 * readable, non-secret hint cookie beside them (set with them, cleared with them). Without it the
 * SPA knows nobody is signed in and asks the server nothing, so an anonymous visitor's page makes
 * no failing session calls. A forged hint grants nothing: it only makes the SPA ask.
 */
export function mayHaveSession(cookies: string): boolean {
  return readCookie(cookies, SESSION_HINT_COOKIE) !== null;
}
