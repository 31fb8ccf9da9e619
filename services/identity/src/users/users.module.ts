import { Module } from '@nestjs/common';
import { AccountAccess } from './account-access.service.js';
import { CurrentPassword } from './current-password.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { UserRepository } from './user.repository.js';
import { UsersHandler } from './users.handler.js';
import { UsersService } from './users.service.js';

/** The accounts themselves; other features reach users through its exports. */
@Module({
  controllers: [UsersHandler],
  providers: [UserRepository, PasswordHasher, CurrentPassword, AccountAccess, UsersService],
  exports: [UserRepository, PasswordHasher, CurrentPassword, AccountAccess],
})
export class UsersModule {}
