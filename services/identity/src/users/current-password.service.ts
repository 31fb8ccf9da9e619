import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, IdentityMessages } from '@hirerelay/contracts';
import { PasswordHasher } from './password-hasher.service.js';
import { UserRepository, type UserWithProfile } from './user.repository.js';

/**
 * The signed-in user re-entering their password before a sensitive change (password, e-mail):
 * one refusal for both, under the `currentPassword` field.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The account, once `password` matched its hash; UNAUTHENTICATED when it is gone. */
  async verify(userId: string, password: string): Promise<UserWithProfile> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new AppError(ErrorCode.Validation, IdentityMessages.currentPasswordWrong, {
        currentPassword: IdentityMessages.currentPasswordWrong,
      });
    }
    return user;
  }
}
