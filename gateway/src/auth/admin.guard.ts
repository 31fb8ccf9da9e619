import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError, ErrorCode, GetSessionUserRpc } from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import { GatewayMessages } from '../common/gateway.messages.js';
import type { AuthUser } from './auth-user.decorator.js';

/**
 * Staff-only routes. The role in the token may be minutes old, so it is checked again with
 * identity, which owns it; a cancelled admin account loses access at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly rpc: RpcClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!user) throw new AppError(ErrorCode.Unauthenticated, GatewayMessages.signInRequired);
    const current = await this.rpc.request(GetSessionUserRpc, { userId: user.userId });
    if (!isActiveAdmin(current)) {
      throw new AppError(ErrorCode.Forbidden, GatewayMessages.forbidden);
    }
    return true;
  }
}
