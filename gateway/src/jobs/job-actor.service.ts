import { Injectable } from '@nestjs/common';
import { GetSessionUserRpc, type TJobActor } from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { AuthUser } from '../auth/auth-user.decorator.js';

/**
 * The caller as jobs sees them. A user's token is taken as it is (no extra hop on the common
 * path); an admin's role may be minutes old, so it is confirmed with identity (as AdminGuard does)
 * and someone no longer staff is served as a user: they see their own jobs, never everyone's.
 */
@Injectable()
export class JobActors {
  constructor(private readonly rpc: RpcClient) {}

  async of(user: AuthUser): Promise<TJobActor> {
    if (user.role !== 'admin') return { userId: user.userId, role: 'user' };
    const current = await this.rpc.request(GetSessionUserRpc, { userId: user.userId });
    return { userId: user.userId, role: isActiveAdmin(current) ? 'admin' : 'user' };
  }
}
