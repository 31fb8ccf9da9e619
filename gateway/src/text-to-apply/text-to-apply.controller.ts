import { Controller, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  GetTextToApplySettingsRpc,
  RequestPhoneVerificationCodeRpc,
  SetSmsUpdatesRpc,
  SetTextToApplyPhoneRpc,
  VerifyPhoneRpc,
  ZPhoneVerificationBody,
  ZSmsUpdatesBody,
  ZTextToApplyPhoneBody,
  ZTextToApplySettings,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { z } from 'zod';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * The signed-in user's text-to-apply settings (identity owns the rules): the number they text job
 * links from, its proof by a 6-digit code texted to it, and SMS updates on/off. Every answer is the
 * section's whole state. Each change is counted per user; asking for codes (each is a text someone
 * receives) and entering them (guesses) have tighter limits of their own, beside identity's.
 */
@ApiTags('account')
@Controller('api/account/text-to-apply')
@UseGuards(JwtAuthGuard)
export class TextToApplyController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('GET', undefined, 'getTextToApplySettings', {
    summary: 'The text-to-apply number, whether it is verified, SMS updates, and the code pending',
    reply: ZTextToApplySettings,
    errors: [401, 503],
  })
  settings(@CurrentUser() user: AuthUser) {
    return this.rpc.request(GetTextToApplySettingsRpc, { userId: user.userId });
  }

  @JsonRoute('PUT', 'phone', 'setTextToApplyPhone', {
    summary: 'Sets the number (normalised to E.164; a new number is unverified; blank removes it)',
    reply: ZTextToApplySettings,
    errors: [400, 401, 403, 409, 429, 503],
  })
  async setPhone(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZTextToApplyPhoneBody) { phone }: z.output<typeof ZTextToApplyPhoneBody>,
  ) {
    await this.limiter.hit('text-to-apply', user.userId, this.config.RATE_LIMIT_TEXT_TO_APPLY);
    return this.rpc.request(SetTextToApplyPhoneRpc, { userId: user.userId, phone });
  }

  @JsonRoute('POST', 'code', 'requestPhoneVerificationCode', {
    summary:
      'Texts a new 6-digit code to the number (subscribers only; one a minute and five an hour per user, and per number across accounts)',
    reply: ZTextToApplySettings,
    errors: [400, 401, 403, 409, 429, 503],
    httpCode: 200,
  })
  async requestCode(@CurrentUser() user: AuthUser) {
    await this.limiter.hit('phone-code', user.userId, this.config.RATE_LIMIT_PHONE_CODE);
    return this.rpc.request(RequestPhoneVerificationCodeRpc, { userId: user.userId });
  }

  @JsonRoute('POST', 'verify', 'verifyPhone', {
    summary: 'Checks the code texted last; right verifies the number, wrong spends one of 5 attempts',
    reply: ZTextToApplySettings,
    errors: [400, 401, 403, 409, 429, 503],
    httpCode: 200,
  })
  async verify(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZPhoneVerificationBody) { code }: z.output<typeof ZPhoneVerificationBody>,
  ) {
    await this.limiter.hit('phone-verify', user.userId, this.config.RATE_LIMIT_PHONE_VERIFY);
    return this.rpc.request(VerifyPhoneRpc, { userId: user.userId, code });
  }

  @JsonRoute('PUT', 'sms-updates', 'setSmsUpdates', {
    summary: 'SMS updates about your jobs on or off',
    reply: ZTextToApplySettings,
    errors: [400, 401, 403, 429, 503],
  })
  async setSmsUpdates(
    @CurrentUser() user: AuthUser,
    @BodyInput(ZSmsUpdatesBody) { enabled }: z.output<typeof ZSmsUpdatesBody>,
  ) {
    await this.limiter.hit('text-to-apply', user.userId, this.config.RATE_LIMIT_TEXT_TO_APPLY);
    return this.rpc.request(SetSmsUpdatesRpc, { userId: user.userId, enabled });
  }
}
