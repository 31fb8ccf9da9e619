import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type GetSessionUserRpc,
  type LookupUsersRpc,
  type RpcReply,
  type TSessionUser,
} from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { toSessionUser, toUserSummary } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

@Injectable()
export class UsersService {
  constructor(private readonly users: UserRepository) {}

  async getSessionUser({ userId }: RpcInput<typeof GetSessionUserRpc>): Promise<TSessionUser> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
    return toSessionUser(user);
  }

  /**
   * For other services (content shows authors' names and checks staff roles): a small summary of
   * each known account, never the e-mail or anything else from the profile.
   */
  async lookup({ userIds }: RpcInput<typeof LookupUsersRpc>): Promise<RpcReply<typeof LookupUsersRpc>> {
    const records = await this.users.findSummaries([...new Set(userIds)]);
    return { users: records.map(toUserSummary) };
  }
}
