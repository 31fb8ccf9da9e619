import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import { GatewayMessages } from '../common/gateway.messages.js';
import type { AuthUser } from './auth-user.decorator.js';

/**
 * Staff-only routes: the role in the verified, unrevoked access token. No call to identity per
 * request: identity ends every session of an admin it demotes or cancels (changeEndsSessions) and
 * the gateway lists them as revoked (SessionRevocations), so such a token is refused (401) on its
 * very next request, and a token that still works carries the current role. The services that own
 * staff-only data check the actor again where they can (identity, content).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!user) throw new AppError(ErrorCode.Unauthenticated, GatewayMessages.signInRequired);
    if (user.role !== 'admin') throw new AppError(ErrorCode.Forbidden, GatewayMessages.forbidden);
    return true;
  }
}
