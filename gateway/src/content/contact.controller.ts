import { Controller, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubmitContactMessageRpc, ZContactReceipt } from '@hirerelay/contracts';
import { ZContactForm, type TContactForm } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { AccessTokens } from '../auth/access-tokens.service.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.service.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

@ApiTags('content')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    private readonly tokens: AccessTokens,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('POST', undefined, 'submitContactMessage', {
    summary: 'Stores a contact-form message; support receives it by e-mail',
    reply: [201, ZContactReceipt],
    errors: [400, 403, 429],
    httpCode: 201,
  })
  async submit(@BodyInput(ZContactForm) message: TContactForm, @Req() request: FastifyRequest) {
    // Counted after validation: a visitor fixing a typo should not use up their attempts.
    await this.limiter.hit('contact', request.ip, this.config.RATE_LIMIT_CONTACT);
    // Anyone may write; a signed-in sender is noted so support can find their account.
    const userId = this.tokens.userIdOf(request.cookies?.[ACCESS_COOKIE]) ?? null;
    return this.rpc.request(SubmitContactMessageRpc, { ...message, userId });
  }
}
