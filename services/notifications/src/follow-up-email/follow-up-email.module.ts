import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReplyAddressesModule } from '../reply-addresses/reply-addresses.module.js';
import { FollowUpEmailConsumer } from './follow-up-email.consumer.js';
import { FollowUpEmailService } from './follow-up-email.service.js';

/** Follow-ups staff approved (jobs' `follow-up-approved`), e-mailed from the owner's reply address. */
@Module({
  imports: [MailModule, ClientsModule, ReplyAddressesModule],
  providers: [FollowUpEmailService, FollowUpEmailConsumer],
})
export class FollowUpEmailModule {}
