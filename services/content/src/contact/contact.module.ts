import { Module } from '@nestjs/common';
import { ContactMessageRepository } from './contact-message.repository.js';
import { ContactHandler } from './contact.handler.js';
import { ContactService } from './contact.service.js';

/** The contact form: a message stored, and its event for notifications' e-mail. */
@Module({
  controllers: [ContactHandler],
  providers: [ContactMessageRepository, ContactService],
})
export class ContactModule {}
