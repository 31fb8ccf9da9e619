import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { LoginLinkEmailConsumer } from './login-link-email.consumer.js';
import { LoginLinkEmailService } from './login-link-email.service.js';

/** The login link e-mail. */
@Module({
  imports: [MailModule],
  providers: [LoginLinkEmailService, LoginLinkEmailConsumer],
})
export class LoginLinkModule {}
