import { Module } from '@nestjs/common';
import { ContactMessageEmailConsumer } from './contact-message/contact-message-email.consumer.js';
import { ContactMessageEmailService } from './contact-message/contact-message-email.service.js';
import { MailModule } from './mail/mail.module.js';
import { PasswordResetEmailConsumer } from './password-reset/password-reset-email.consumer.js';
import { PasswordResetEmailService } from './password-reset/password-reset-email.service.js';
import { ReceivedPingRepository } from './system/received-ping.repository.js';
import { SystemPingConsumer } from './system/system-ping.consumer.js';
import { SystemPingHandler } from './system/system-ping.handler.js';
import { SystemPingService } from './system/system-ping.service.js';

@Module({
  imports: [MailModule],
  controllers: [SystemPingHandler],
  providers: [
    ReceivedPingRepository,
    SystemPingService,
    SystemPingConsumer,
    PasswordResetEmailService,
    PasswordResetEmailConsumer,
    ContactMessageEmailService,
    ContactMessageEmailConsumer,
  ],
})
export class AppModule {}
