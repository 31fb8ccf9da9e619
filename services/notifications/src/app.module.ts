import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { BillingEmailsModule } from './billing-emails/billing-emails.module.js';
import { ContactMessageModule } from './contact-message/contact-message.module.js';
import { DatabaseModule } from './database.js';
import { EmailChangeModule } from './email-change/email-change.module.js';
import { InboundMailModule } from './inbound-mail/inbound-mail.module.js';
import { JobEmailsModule } from './job-emails/job-emails.module.js';
import { LoginLinkModule } from './login-link/login-link.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { FollowUpEmailModule } from './follow-up-email/follow-up-email.module.js';
import { ReplyAddressesModule } from './reply-addresses/reply-addresses.module.js';
import { SmsModule } from './sms/sms.module.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService); the
 * pipeline probe (record identity's pings) from the shared system module. Each feature is a module.
 */
@Module({
  imports: [
    DatabaseModule,
    SystemModule.forService({ name: 'notifications', ping: 'record' }),
    PasswordResetModule,
    LoginLinkModule,
    ContactMessageModule,
    JobEmailsModule,
    EmailChangeModule,
    BillingEmailsModule,
    SmsModule,
    ReplyAddressesModule,
    InboundMailModule,
    FollowUpEmailModule,
  ],
})
export class AppModule {}
