import { Module } from '@nestjs/common';
import { ClientsModule } from './clients/clients.module.js';
import { clockProvider } from './clock.js';
import { ContactMessageEmailConsumer } from './contact-message/contact-message-email.consumer.js';
import { ContactMessageEmailService } from './contact-message/contact-message-email.service.js';
import { Transactions } from './database.js';
import { EmailChangeEmailConsumer } from './email-change/email-change-email.consumer.js';
import { EmailChangeEmailService } from './email-change/email-change-email.service.js';
import { JobEmailDispatcherService } from './job-emails/job-email-dispatcher.service.js';
import { JobEmailSchedulerService } from './job-emails/job-email-scheduler.service.js';
import { JobEmailSweeper } from './job-emails/job-email-sweeper.js';
import {
  JobDeletedEmailConsumer,
  JobMessagePostedEmailConsumer,
  JobMessagesReadEmailConsumer,
  JobStatusChangedEmailConsumer,
  JobUpdatedEmailConsumer,
} from './job-emails/job-email.consumers.js';
import { ScheduledEmailRepository } from './job-emails/scheduled-email.repository.js';
import { MailModule } from './mail/mail.module.js';
import { PasswordResetEmailConsumer } from './password-reset/password-reset-email.consumer.js';
import { PasswordResetEmailService } from './password-reset/password-reset-email.service.js';
import { ReceivedPingRepository } from './system/received-ping.repository.js';
import { SystemPingConsumer } from './system/system-ping.consumer.js';
import { SystemPingHandler } from './system/system-ping.handler.js';
import { SystemPingService } from './system/system-ping.service.js';

@Module({
  imports: [MailModule, ClientsModule],
  controllers: [SystemPingHandler],
  providers: [
    Transactions,
    clockProvider,
    ReceivedPingRepository,
    SystemPingService,
    SystemPingConsumer,
    PasswordResetEmailService,
    PasswordResetEmailConsumer,
    ContactMessageEmailService,
    ContactMessageEmailConsumer,
    ScheduledEmailRepository,
    JobEmailSweeper,
    JobEmailSchedulerService,
    JobEmailDispatcherService,
    JobMessagePostedEmailConsumer,
    JobMessagesReadEmailConsumer,
    JobStatusChangedEmailConsumer,
    JobUpdatedEmailConsumer,
    JobDeletedEmailConsumer,
    EmailChangeEmailService,
    EmailChangeEmailConsumer,
  ],
})
export class AppModule {}
