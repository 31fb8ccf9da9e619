import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReplyAddressesModule } from '../reply-addresses/reply-addresses.module.js';
import { InboundMailObjects } from './inbound-mail-objects.service.js';
import { InboundMailHandler } from './inbound-mail.handler.js';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpListener } from './inbound-smtp-listener.service.js';
import { MailAuthentication, systemDnsResolverProvider } from './mail-authentication.service.js';
import { ReplyForwardEmailConsumer } from './reply-forward-email.consumer.js';
import { ReplyForwardEmailService } from './reply-forward-email.service.js';

/**
 * Inbound mail to users' reply addresses (issue 29): the SMTP listener (the reply domain's MX), the
 * signed webhook's staged messages (through the gateway), one intake for both, and the forward of
 * each reply to the user's own address.
 */
@Module({
  imports: [ReplyAddressesModule, MailModule, ClientsModule],
  controllers: [InboundMailHandler],
  providers: [
    systemDnsResolverProvider,
    MailAuthentication,
    InboundMailObjects,
    InboundMailRepository,
    InboundMailService,
    InboundSmtpListener,
    ReplyForwardEmailService,
    ReplyForwardEmailConsumer,
  ],
})
export class InboundMailModule {}
