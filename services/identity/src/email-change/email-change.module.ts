import { forwardRef, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PasswordModule } from '../password/password.module.js';
import { UsersModule } from '../users/users.module.js';
import { EmailChangeHandler } from './email-change.handler.js';
import { EmailChangeRepository } from './email-change.repository.js';
import { EmailChangeService } from './email-change.service.js';

/** A confirmed change of the account's e-mail address. */
@Module({
  imports: [UsersModule, AuthModule, forwardRef(() => PasswordModule)],
  controllers: [EmailChangeHandler],
  providers: [EmailChangeRepository, EmailChangeService],
  exports: [EmailChangeRepository],
})
export class EmailChangeModule {}
