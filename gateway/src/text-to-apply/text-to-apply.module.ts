import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { TextToApplyController } from './text-to-apply.controller.js';

/** Text-to-apply settings: the verified phone number and SMS updates. */
@Module({
  imports: [AuthModule],
  controllers: [TextToApplyController],
})
export class TextToApplyModule {}
