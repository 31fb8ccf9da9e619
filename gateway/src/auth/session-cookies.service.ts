import { SESSION_HINT_COOKIE } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { csrfCookieName, type CsrfTokens } from '../common/security/csrf-tokens.service.js';
import type { TGatewayEnv } from '../config/env.js';

export const ACCESS_COOKIE = 'hr_access';
export const REFRESH_COOKIE = 'hr_refresh';

// The refresh cookie travels only to the auth routes that need it.
const REFRESH_PATH = '/api/auth';

export interface SessionCookieValues {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

/**
 * Session cookies: httpOnly so page scripts (and injected ones) never see the tokens, SameSite so
 * other sites' requests do not carry them (Strict for the long-lived refresh token). Whenever the
 * session changes (started, renewed, ended) the CSRF cookie is re-issued for it, since a CSRF token
 * is bound to one session. Beside them, a readable hint cookie tells the SPA there may be a session.
 */
export class SessionCookies {
  private readonly csrfCookie: string;

  constructor(
    private readonly config: TGatewayEnv,
    private readonly csrf: CsrfTokens,
  ) {
    this.csrfCookie = csrfCookieName(config.COOKIE_SECURE);
  }

  /**
   * `currentCsrf` is the token the browser holds: kept when it already belongs to this session (a
   * refresh), so a request another tab built a moment ago with it still matches the cookie.
   */
  set(reply: FastifyReply, session: SessionCookieValues, currentCsrf?: string): void {
    const secure = this.config.COOKIE_SECURE;
    const expires = new Date(session.refreshExpiresAt);
    // The JWT inside expires after ACCESS_TOKEN_TTL_SECONDS and then authenticates nothing; the
    // cookie is kept as long as the refresh token so the browser still names its session (the CSRF
    // token is bound to it) when it comes back to refresh or log out.
    void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api',
      expires,
    });
    void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_PATH,
      expires,
    });
    // Readable on purpose: the SPA asks /api/me only when it is there, so an anonymous visitor
    // makes no failing session calls. It is no secret and grants nothing: a forged one only makes
    // the SPA ask /api/me, which answers 401 (and the failed refresh then clears it).
    void reply.setCookie(SESSION_HINT_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
      expires,
    });
    this.bindCsrf(reply, session.sessionId, currentCsrf);
  }

  /** Signs the browser out: the session cookies go, and the CSRF token becomes a signed-out one. */
  clear(reply: FastifyReply, currentCsrf?: string): void {
    void reply.clearCookie(ACCESS_COOKIE, { path: '/api' });
    void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
    void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
    this.bindCsrf(reply, null, currentCsrf);
  }

  /** The CSRF cookie as the request carried it. */
  csrfOf(cookies: Record<string, string | undefined> | undefined): string | undefined {
    return cookies?.[this.csrfCookie];
  }

  /** A CSRF token for the session: the current one when it already fits, else a new one (set). */
  bindCsrf(reply: FastifyReply, sessionId: string | null, currentCsrf?: string): string {
    if (currentCsrf && this.csrf.isValid(currentCsrf, sessionId)) return currentCsrf;
    const token = this.csrf.issue(sessionId);
    this.setCsrf(reply, token);
    return token;
  }

  /** Readable by the page (it echoes the value in X-CSRF-Token); never sent cross-site. */
  setCsrf(reply: FastifyReply, token: string): void {
    void reply.setCookie(this.csrfCookie, token, {
      httpOnly: false,
      sameSite: 'strict',
      secure: this.config.COOKIE_SECURE,
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    });
  }
}
