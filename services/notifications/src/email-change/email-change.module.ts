import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { EmailChangeEmailConsumer } from './email-change-email.consumer.js';
import { EmailChangeEmailService } from './email-change-email.service.js';

/** The e-mail change's confirmation and notice. */
@Module({
  imports: [MailModule],
  providers: [EmailChangeEmailService, EmailChangeEmailConsumer],
})
export class EmailChangeModule {}
