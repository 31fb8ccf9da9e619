import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ClockModule } from '../clock/clock.module.js';
import { MailModule } from '../mail/mail.module.js';
import { JobDeletedEmailConsumer } from './job-deleted-email.consumer.js';
import { JobEmailDispatcherService } from './job-email-dispatcher.service.js';
import { JobEmailSchedulerService } from './job-email-scheduler.service.js';
import { JobEmailSweeper } from './job-email-sweeper.service.js';
import { JobMessagePostedEmailConsumer } from './job-message-posted-email.consumer.js';
import { JobMessagesReadEmailConsumer } from './job-messages-read-email.consumer.js';
import { JobOverdueEmailConsumer } from './job-overdue-email.consumer.js';
import { JobStatusChangedEmailConsumer } from './job-status-changed-email.consumer.js';
import { JobUpdatedEmailConsumer } from './job-updated-email.consumer.js';
import { ScheduledEmailRepository } from './scheduled-email.repository.js';

/** Job e-mails: scheduled from jobs' events, sent by the dispatcher when due. */
@Module({
  imports: [MailModule, ClientsModule, ClockModule],
  providers: [
    ScheduledEmailRepository,
    JobEmailSweeper,
    JobEmailSchedulerService,
    JobEmailDispatcherService,
    JobMessagePostedEmailConsumer,
    JobMessagesReadEmailConsumer,
    JobStatusChangedEmailConsumer,
    JobUpdatedEmailConsumer,
    JobDeletedEmailConsumer,
    JobOverdueEmailConsumer,
  ],
})
export class JobEmailsModule {}
