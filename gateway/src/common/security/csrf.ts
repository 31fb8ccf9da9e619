import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  Injectable,
  SetMetadata,
  type CanActivate,
  type CustomDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SKIP_CSRF = Symbol('skip-csrf');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const newCsrfToken = (): string => randomBytes(32).toString('base64url');

/** For routes authenticated by something other than cookies (bearer tokens, signed webhooks). */
export const SkipCsrf = (): CustomDecorator<symbol> => SetMetadata(SKIP_CSRF, true);

/**
 * Double-submit check on every state-changing request: the `X-CSRF-Token` header must equal the
 * `csrf` cookie. Another site can make the browser send our cookies but cannot read them, so it
 * cannot put the value in a header.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    const cookie = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie === 'string' && typeof header === 'string' && sameSecret(cookie, header)) return true;
    throw new AppError(
      ErrorCode.Forbidden,
      'Invalid or missing CSRF token. Please reload the page and try again.',
    );
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length >= 16 && timingSafeEqual(left, right);
}
