import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AccountEmailController } from './account-email.controller.js';

/** Changing a signed-in user's e-mail address. */
@Module({
  imports: [AuthModule],
  controllers: [AccountEmailController],
})
export class AccountEmailModule {}
