import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AppError, ErrorCode, NotificationsMessages, ReceiveInboundSmsRpc } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RawFormBody } from '../common/http/form-body.plugin.js';
import { SkipCsrf } from '../common/security/csrf.guard.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { inboundSmsRpc } from '../jobs/job-page-rpc.util.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { twilioWebhookInput } from './twilio-webhook-input.util.js';

/** An incoming text's form is well under 2 KB (a body is at most 1,600 characters); room for Twilio's extras. */
const TWILIO_WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * Twilio's "a message comes in" webhook for the HireRelay number. No cookie and no CSRF token: the
 * `X-Twilio-Signature` header (HMAC of the public URL and the form parameters with the auth token)
 * is the authentication, checked by notifications, which alone holds the token. The URL it covers
 * is the public one Twilio was given: `PUBLIC_BASE_URL` and this request's path and query. A
 * missing or wrong signature is 403 with nothing done; the answer is the TwiML to reply with.
 */
@ApiTags('webhooks')
@Controller('api/webhooks/twilio/sms')
export class TwilioWebhookController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @Post()
  @HttpCode(200)
  @SkipCsrf()
  @RawFormBody(TWILIO_WEBHOOK_BODY_LIMIT)
  @ApiOperation({
    operationId: 'receiveTwilioSms',
    summary:
      'A text to the HireRelay number, signed by Twilio; answered with TwiML (for Twilio, not for the SPA)',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiHeader({
    name: 'X-Twilio-Signature',
    required: true,
    description: 'base64 HMAC-SHA1 of the URL and parameters',
  })
  @ApiBody({
    description: "Twilio's parameters of the incoming text (every one of them is covered by the signature)",
    schema: {
      type: 'object',
      properties: {
        MessageSid: { type: 'string' },
        AccountSid: { type: 'string' },
        From: { type: 'string', description: 'E.164' },
        To: { type: 'string', description: 'E.164' },
        Body: { type: 'string' },
      },
      required: ['MessageSid', 'From', 'To', 'Body'],
    },
  })
  @ApiResponse({
    status: 200,
    description: 'TwiML: the reply to text back, or an empty <Response/>',
    content: { 'text/xml': { schema: { type: 'string' } } },
  })
  @ApiErrors(400, 403, 413, 415, 429, 503)
  async receive(
    @Body() body: unknown,
    @Headers('x-twilio-signature') signature: string | string[] | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.limiter.hit('twilio-webhook', request.ip, this.config.RATE_LIMIT_TWILIO_WEBHOOK);
    const input = twilioWebhookInput(body, signature);
    if (!input) throw new AppError(ErrorCode.Forbidden, NotificationsMessages.invalidSmsSignature);
    const url = `${this.config.PUBLIC_BASE_URL}${request.url}`;
    try {
      const { twiml } = await this.rpc.request(
        ReceiveInboundSmsRpc,
        { url, ...input },
        inboundSmsRpc(this.config),
      );
      // Set here, on success only: an error keeps the house JSON body and its content type.
      void reply.type('text/xml; charset=utf-8');
      return twiml;
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === ErrorCode.Validation &&
        error.message === NotificationsMessages.invalidSmsSignature
      )
        throw new AppError(ErrorCode.Forbidden, NotificationsMessages.invalidSmsSignature);
      throw error;
    }
  }
}
