import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { AuthUser } from './auth-user.decorator.js';
import { GatewayMessages } from '../common/gateway.messages.js';

/** Requires a valid, unrevoked access token; answers 401 in the house error shape otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof AppError) throw error;
    if (error || !user) throw new AppError(ErrorCode.Unauthenticated, GatewayMessages.signInRequired);
    return user;
  }
}
