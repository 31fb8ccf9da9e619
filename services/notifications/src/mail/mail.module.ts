import { Module } from '@nestjs/common';
import { EmailDelivery } from './email-delivery.service.js';
import { EmailSender } from './email-sender.service.js';
import { OneTimeLinkEmailService } from './one-time-link-email.service.js';
import { SentEmailRepository } from './sent-email.repository.js';

/**
 * Outgoing e-mail: the SMTP sender, the record of what was sent, the step that does both, and the
 * one-time link e-mails' sending (sign-in link, password reset).
 */
@Module({
  providers: [EmailSender, SentEmailRepository, EmailDelivery, OneTimeLinkEmailService],
  exports: [EmailDelivery, OneTimeLinkEmailService],
})
export class MailModule {}
