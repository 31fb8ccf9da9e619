import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type GetSessionUserRpc,
  type TSessionUser,
} from '@hirerelay/contracts';
import type { RpcInput } from '../rpc-types.js';
import { toSessionUser } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

@Injectable()
export class UsersService {
  constructor(private readonly users: UserRepository) {}

  async getSessionUser({ userId }: RpcInput<typeof GetSessionUserRpc>): Promise<TSessionUser> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
    return toSessionUser(user);
  }
}
