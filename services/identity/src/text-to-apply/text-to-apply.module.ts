import { Module } from '@nestjs/common';
import { BillingCopyModule } from '../billing-copy/billing-copy.module.js';
import { PhoneVerificationRepository } from './phone-verification.repository.js';
import { TextToApplySettingsHandler } from './text-to-apply-settings.handler.js';
import { TextToApplySettingsService } from './text-to-apply-settings.service.js';
import { TextToApplyHandler } from './text-to-apply.handler.js';
import { TextToApplyRepository } from './text-to-apply.repository.js';
import { TextToApplyService } from './text-to-apply.service.js';
import { VerificationCodeHasher } from './verification-code.service.js';

/** Text to apply: the verified phone, its settings, and what notifications reads for a text. */
@Module({
  imports: [BillingCopyModule],
  controllers: [TextToApplyHandler, TextToApplySettingsHandler],
  providers: [
    TextToApplyRepository,
    PhoneVerificationRepository,
    VerificationCodeHasher,
    TextToApplyService,
    TextToApplySettingsService,
  ],
})
export class TextToApplyModule {}
