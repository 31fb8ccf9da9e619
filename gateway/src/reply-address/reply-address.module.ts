import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ReplyAddressController } from './reply-address.controller.js';

/** A signed-in user's own reply address (Settings). */
@Module({
  imports: [AuthModule],
  controllers: [ReplyAddressController],
})
export class ReplyAddressModule {}
