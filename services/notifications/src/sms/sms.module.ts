import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ClockModule } from '../clock/clock.module.js';
import { MailModule } from '../mail/mail.module.js';
import { InboundSmsHandler } from './inbound-sms.handler.js';
import { InboundSmsRepository } from './inbound-sms.repository.js';
import { InboundSmsService } from './inbound-sms.service.js';
import { PhoneVerificationSmsConsumer } from './phone-verification-sms.consumer.js';
import { PhoneVerificationSmsService } from './phone-verification-sms.service.js';
import { SentSmsRepository } from './sent-sms.repository.js';
import { SmsAllowance } from './sms-allowance.service.js';
import { SmsBudgetRepository } from './sms-budget.repository.js';
import { SmsDelivery } from './sms-delivery.service.js';
import { SmsOptOutRepository } from './sms-opt-out.repository.js';
import { SmsSender } from './sms-sender.service.js';
import { StatusUpdateSmsConsumer } from './status-update-sms.consumer.js';
import { StatusUpdateSmsService } from './status-update-sms.service.js';

/** Text messages: verification codes and status updates out, replies and imports in (Twilio). */
@Module({
  imports: [MailModule, ClientsModule, ClockModule],
  controllers: [InboundSmsHandler],
  providers: [
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
export class SmsModule {}
