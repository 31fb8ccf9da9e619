import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AppError,
  BillingMessages,
  ErrorCode,
  ProcessWebhookRpc,
  ZWebhookReceipt,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import { RawJsonBody } from '../common/http/json-body.plugin.js';
import { SkipCsrf } from '../common/security/csrf.guard.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { stripeWebhookInput } from './stripe-webhook-input.util.js';

/**
 * Stripe event payloads are a few kilobytes. The body travels to billing inside a NATS message
 * (1 MB at most) as a JSON string, where escaping can nearly double it: half of that is the cap.
 */
const STRIPE_WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's signed events. No cookie and no CSRF token: the `Stripe-Signature` header (HMAC of the
 * exact bytes with the endpoint secret) is the authentication, checked by billing, which alone
 * holds the secret. The body is therefore passed on unparsed, byte for byte.
 */
@ApiTags('webhooks')
@Controller('api/webhooks/stripe')
export class StripeWebhookController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @Post()
  @HttpCode(200)
  @SkipCsrf()
  @RawJsonBody(STRIPE_WEBHOOK_BODY_LIMIT)
  @ApiOperation({
    operationId: 'receiveStripeWebhook',
    summary: 'A Stripe event, signed; applied once by billing (for Stripe, not for the SPA)',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 't=<unix time>,v1=<HMAC-SHA256>' })
  @ApiJsonResponse(200, ZWebhookReceipt)
  @ApiErrors(400, 413, 429, 503)
  async receive(
    @Body() body: unknown,
    @Headers('stripe-signature') signature: string | string[] | undefined,
    @Req() request: FastifyRequest,
  ) {
    await this.limiter.hit('stripe-webhook', request.ip, this.config.RATE_LIMIT_STRIPE_WEBHOOK);
    const input = stripeWebhookInput(body, signature);
    if (!input) throw new AppError(ErrorCode.Validation, BillingMessages.invalidWebhookSignature);
    await this.rpc.request(ProcessWebhookRpc, input);
    return { received: true as const };
  }
}
