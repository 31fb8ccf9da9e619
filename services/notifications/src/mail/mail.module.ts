import { Module } from '@nestjs/common';
import { EmailSender } from './email-sender.js';
import { SentEmailRepository } from './sent-email.repository.js';

/** Outgoing e-mail: the SMTP sender and the record of what was sent. */
@Module({
  providers: [EmailSender, SentEmailRepository],
  exports: [EmailSender, SentEmailRepository],
})
export class MailModule {}
