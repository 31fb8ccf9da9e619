import { Module } from '@nestjs/common';
import { DuplicateSubscriptionEmailConsumer } from './billing-emails/duplicate-subscription-email.consumer.js';
import { DuplicateSubscriptionEmailService } from './billing-emails/duplicate-subscription-email.service.js';
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
  JobOverdueEmailConsumer,
  JobMessagePostedEmailConsumer,
  JobMessagesReadEmailConsumer,
  JobStatusChangedEmailConsumer,
  JobUpdatedEmailConsumer,
} from './job-emails/job-email.consumers.js';
import { ScheduledEmailRepository } from './job-emails/scheduled-email.repository.js';
import { MailModule } from './mail/mail.module.js';
import { LoginLinkEmailConsumer } from './login-link/login-link-email.consumer.js';
import { LoginLinkEmailService } from './login-link/login-link-email.service.js';
import { PasswordResetEmailConsumer } from './password-reset/password-reset-email.consumer.js';
import { PasswordResetEmailService } from './password-reset/password-reset-email.service.js';
import { InboundSmsHandler } from './sms/inbound-sms.handler.js';
import { InboundSmsRepository } from './sms/inbound-sms.repository.js';
import { InboundSmsService } from './sms/inbound-sms.service.js';
import { PhoneVerificationSmsService } from './sms/phone-verification-sms.service.js';
import { SentSmsRepository } from './sms/sent-sms.repository.js';
import { SmsAllowance } from './sms/sms-allowance.js';
import { SmsBudgetRepository } from './sms/sms-budget.repository.js';
import { SmsDelivery } from './sms/sms-delivery.js';
import { SmsOptOutRepository } from './sms/sms-opt-out.repository.js';
import { SmsSender } from './sms/sms-sender.js';
import { PhoneVerificationSmsConsumer, StatusUpdateSmsConsumer } from './sms/sms.consumers.js';
import { StatusUpdateSmsService } from './sms/status-update-sms.service.js';
import { ReceivedPingRepository } from './system/received-ping.repository.js';
import { SystemPingConsumer } from './system/system-ping.consumer.js';
import { SystemPingHandler } from './system/system-ping.handler.js';
import { SystemPingService } from './system/system-ping.service.js';

@Module({
  imports: [MailModule, ClientsModule],
  controllers: [SystemPingHandler, InboundSmsHandler],
  providers: [
    Transactions,
    clockProvider,
    ReceivedPingRepository,
    SystemPingService,
    SystemPingConsumer,
    PasswordResetEmailService,
    PasswordResetEmailConsumer,
    LoginLinkEmailService,
    LoginLinkEmailConsumer,
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
    JobOverdueEmailConsumer,
    EmailChangeEmailService,
    EmailChangeEmailConsumer,
    DuplicateSubscriptionEmailService,
    DuplicateSubscriptionEmailConsumer,
    SmsSender,
    SentSmsRepository,
    SmsOptOutRepository,
    InboundSmsRepository,
    SmsBudgetRepository,
    SmsAllowance,
    SmsDelivery,
    PhoneVerificationSmsService,
    PhoneVerificationSmsConsumer,
    StatusUpdateSmsService,
    StatusUpdateSmsConsumer,
    InboundSmsService,
  ],
})
export class AppModule {}
