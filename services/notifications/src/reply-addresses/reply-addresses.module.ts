import { Module } from '@nestjs/common';
import { ReplyAddressesHandler } from './reply-addresses.handler.js';
import { ReplyAddressRepository } from './reply-address.repository.js';
import { ReplyAddresses } from './reply-addresses.service.js';

/**
 * Users' reply addresses (issue 29). Exports `ReplyAddresses` to the features that use them: the
 * settings RPCs, inbound mail (SMTP and webhook) and follow-ups sent from the address.
 */
@Module({
  controllers: [ReplyAddressesHandler],
  providers: [ReplyAddressRepository, ReplyAddresses],
  exports: [ReplyAddresses],
})
export class ReplyAddressesModule {}
