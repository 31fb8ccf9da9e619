import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayMessages } from '../common/gateway.messages.js';
import { AccessTokenVerifier } from './access-token-verifier.service.js';
import type { AuthUser } from './auth-user.decorator.js';
import { ACCESS_COOKIE } from './session-cookies.service.js';

/**
 * Requires a valid, unrevoked access token in its httpOnly cookie, puts its AuthUser on the
 * request, and answers 401 in the house error shape otherwise.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const user = await this.tokens.userOf(request.cookies?.[ACCESS_COOKIE]);
    if (!user) throw new AppError(ErrorCode.Unauthenticated, GatewayMessages.signInRequired);
    request.user = user;
    return true;
  }
}
