import type { Middleware } from 'openapi-fetch';
import { CSRF_ENDPOINT, CSRF_HEADER, readCsrfCookie } from './csrf';

const REFRESH_ENDPOINT = '/api/auth/refresh';
// Routes that start, end or renew a session: their 401 means wrong credentials or no session,
// never an access cookie that ran out. (change-password is an auth route that does use the cookie.)
const SESSION_ROUTES = new Set(
  ['csrf', 'signup', 'login', 'login-link', 'refresh', 'logout', 'forgot-password', 'reset-password'].map(
    (name) => `/api/auth/${name}`,
  ),
);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionMiddlewareOptions {
  /** Reaches the gateway for the CSRF token, the refresh and the retried request. */
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  /** The page's cookies as `document.cookie` reads them. */
  readCookies: () => string;
  /** Called when a refresh fails: the user is no longer signed in. */
  onSessionLost: () => void;
}

/**
 * Everything the API client does for the session, in one place:
 * - every POST/PUT/PATCH/DELETE carries the CSRF token (fetched first when the cookie is missing);
 *   a refusal of the token (stale: the session changed in another tab, or the gateway's key did)
 *   comes with a fitting cookie, and the request is sent once more with it;
 * - a 401 from anything but the session routes refreshes the session once and retries the request,
 *   so the 10-minute access cookie runs out unnoticed; when the refresh fails the session is lost.
 */
export function createSessionMiddleware(options: SessionMiddlewareOptions): Middleware {
  let csrfInFlight: Promise<string | null> | null = null;
  let refreshInFlight: Promise<boolean> | null = null;
  // A request's body can be read once, so a copy is kept until its answer shows no retry is needed.
  const retryCopies = new Map<string, Request>();

  async function fetchCsrfToken(): Promise<string | null> {
    try {
      const response = await options.fetch(CSRF_ENDPOINT, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      // The gateway compares the header with the cookie it just set; the body only stands in when
      // the cookie cannot be read back.
      return readCsrfCookie(options.readCookies()) ?? tokenOf(body);
    } catch {
      return null;
    }
  }

  function csrfToken(): Promise<string | null> {
    const fromCookie = readCsrfCookie(options.readCookies());
    if (fromCookie) return Promise.resolve(fromCookie);
    csrfInFlight ??= fetchCsrfToken().finally(() => {
      csrfInFlight = null;
    });
    return csrfInFlight;
  }

  async function attachCsrf(headers: Headers): Promise<void> {
    const token = await csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }

  async function refresh(): Promise<boolean> {
    const headers = new Headers({ Accept: 'application/json' });
    await attachCsrf(headers);
    try {
      const response = await options.fetch(REFRESH_ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  // Requests failing together share one refresh: a refresh token is single-use.
  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  // The gateway answers a stale or foreign CSRF token with 403 and a fitting cookie: the cookie
  // now differs from the token the request carried.
  function refusedForStaleCsrf(response: Response, request: Request): boolean {
    if (response.status !== 403 || !UNSAFE_METHODS.has(request.method)) return false;
    const current = readCsrfCookie(options.readCookies());
    return current !== null && current !== request.headers.get(CSRF_HEADER);
  }

  return {
    async onRequest({ request, id }) {
      const unsafe = UNSAFE_METHODS.has(request.method);
      if (unsafe) await attachCsrf(request.headers);
      if (unsafe || !isSessionRoute(request.url)) retryCopies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const copy = retryCopies.get(id);
      retryCopies.delete(id);
      if (!copy) return undefined;
      if (refusedForStaleCsrf(response, copy)) {
        await attachCsrf(copy.headers);
        return options.fetch(copy);
      }
      if (response.status !== 401 || isSessionRoute(copy.url)) return undefined;
      if (!(await refreshSession())) {
        options.onSessionLost();
        return undefined;
      }
      if (UNSAFE_METHODS.has(copy.method)) await attachCsrf(copy.headers);
      return options.fetch(copy);
    },
    onError({ id }) {
      retryCopies.delete(id);
      return undefined;
    },
  };
}

function isSessionRoute(url: string): boolean {
  return SESSION_ROUTES.has(new URL(url, 'http://origin.invalid').pathname);
}

function tokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : null;
}
