import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { PasswordResetEmailConsumer } from './password-reset-email.consumer.js';
import { PasswordResetEmailService } from './password-reset-email.service.js';

/** The password reset e-mail. */
@Module({
  imports: [MailModule],
  providers: [PasswordResetEmailService, PasswordResetEmailConsumer],
})
export class PasswordResetModule {}
