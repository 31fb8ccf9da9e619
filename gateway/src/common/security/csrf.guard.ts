import {
  Injectable,
  SetMetadata,
  type CanActivate,
  type CustomDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokens } from '../../auth/access-tokens.service.js';
import { ACCESS_COOKIE, SessionCookies } from '../../auth/session-cookies.service.js';
import { CsrfTokens, sameSecret } from './csrf-tokens.service.js';
import { GatewayMessages } from '../gateway.messages.js';

export const CSRF_HEADER = 'x-csrf-token';
const SKIP_CSRF = Symbol('skip-csrf');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** For routes authenticated by something other than cookies (bearer tokens, signed webhooks). */
export const SkipCsrf = (): CustomDecorator<symbol> => SetMetadata(SKIP_CSRF, true);

/**
 * On every state-changing request the `X-CSRF-Token` header must equal the CSRF cookie, and the
 * token must be bound to the session the request's access cookie names. Another site can make the
 * browser send our cookies but can neither read them nor add the header.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly csrf: CsrfTokens,
    private readonly tokens: AccessTokens,
    private readonly cookies: SessionCookies,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    const cookie = this.cookies.csrfOf(request.cookies);
    const header = request.headers[CSRF_HEADER];
    const sessionId = this.sessionIdOf(request);
    if (
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      sameSecret(cookie, header) &&
      this.csrf.isValid(header, sessionId)
    ) {
      return true;
    }
    // The browser must end up holding a token that fits the current session, so reloading (or
    // retrying) works even with a token from before a sign-in elsewhere or a key change. A cookie
    // that fits already is kept: only the header was stale, and other requests may carry it.
    this.cookies.bindCsrf(context.switchToHttp().getResponse<FastifyReply>(), sessionId, cookie);
    throw new AppError(ErrorCode.Forbidden, GatewayMessages.csrfRefused);
  }

  /** The session the token must belong to: the access cookie's, even when that token expired. */
  private sessionIdOf(request: FastifyRequest): string | null {
    return this.tokens.sessionIdOf(request.cookies?.[ACCESS_COOKIE]) ?? null;
  }
}
