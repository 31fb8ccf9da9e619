import { forwardRef, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EmailChangeModule } from '../email-change/email-change.module.js';
import { UsersModule } from '../users/users.module.js';
import { OutstandingLinks } from './outstanding-links.service.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import { PasswordHandler } from './password.handler.js';
import { PasswordService } from './password.service.js';

/**
 * Password change and reset. A password change discards a pending e-mail change and an e-mail
 * change discards pending resets, hence the forward reference between the two modules.
 */
@Module({
  imports: [UsersModule, AuthModule, forwardRef(() => EmailChangeModule)],
  controllers: [PasswordHandler],
  providers: [PasswordResetRepository, OutstandingLinks, PasswordService],
  exports: [PasswordResetRepository, OutstandingLinks],
})
export class PasswordModule {}
