import type { FastifyReply } from 'fastify';
import type { TGatewayEnv } from '../config/env.js';
import { CSRF_COOKIE } from '../common/security/csrf.js';

export const ACCESS_COOKIE = 'hr_access';
export const REFRESH_COOKIE = 'hr_refresh';

// The refresh cookie travels only to the auth routes that need it.
const REFRESH_PATH = '/api/auth';

/**
 * Session cookies: httpOnly so page scripts (and injected ones) never see the tokens, SameSite so
 * other sites' requests do not carry them (Strict for the long-lived refresh token).
 */
export class SessionCookies {
  constructor(private readonly config: TGatewayEnv) {}

  set(reply: FastifyReply, accessToken: string, refreshToken: string, refreshExpiresAt: string): void {
    const secure = this.config.COOKIE_SECURE;
    void reply.setCookie(ACCESS_COOKIE, accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api',
      maxAge: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    void reply.setCookie(REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_PATH,
      expires: new Date(refreshExpiresAt),
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(ACCESS_COOKIE, { path: '/api' });
    void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  }

  setCsrf(reply: FastifyReply, token: string): void {
    void reply.setCookie(CSRF_COOKIE, token, {
      httpOnly: false,
      sameSite: 'strict',
      secure: this.config.COOKIE_SECURE,
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    });
  }
}
