import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { MailModule } from '../mail/mail.module.js';
import { DuplicateSubscriptionEmailConsumer } from './duplicate-subscription-email.consumer.js';
import { DuplicateSubscriptionEmailService } from './duplicate-subscription-email.service.js';

/** E-mails about billing's facts (a duplicate subscription refunded). */
@Module({
  imports: [MailModule, ClientsModule],
  providers: [DuplicateSubscriptionEmailService, DuplicateSubscriptionEmailConsumer],
})
export class BillingEmailsModule {}
