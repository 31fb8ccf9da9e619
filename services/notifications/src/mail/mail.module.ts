import { Module } from '@nestjs/common';
import { EmailDelivery } from './email-delivery.service.js';
import { EmailSender } from './email-sender.service.js';
import { SentEmailRepository } from './sent-email.repository.js';

/** Outgoing e-mail: the SMTP sender, the record of what was sent, and the step that does both. */
@Module({
  providers: [EmailSender, SentEmailRepository, EmailDelivery],
  exports: [EmailDelivery],
})
export class MailModule {}
