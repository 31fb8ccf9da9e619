import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ContactMessageEmailConsumer } from './contact-message-email.consumer.js';
import { ContactMessageEmailService } from './contact-message-email.service.js';

/** The contact form's message, e-mailed to support. */
@Module({
  imports: [MailModule],
  providers: [ContactMessageEmailService, ContactMessageEmailConsumer],
})
export class ContactMessageModule {}
