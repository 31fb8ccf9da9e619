import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ConfirmEmailChangeRpc,
  RequestEmailChangeRpc,
  ZEmailChangeBody,
  ZEmailChangeConfirmBody,
  ZEmailChangeConfirmed,
  ZEmailChangeRequested,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { z } from 'zod';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { parseInput } from '../common/http/parse-input.util.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors, ApiJsonBody, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * Changing the sign-in address; identity holds every rule. Both routes are CSRF-checked like every
 * unsafe request. Neither answer holds a secret (the token travels only in the confirm request's
 * body, which is never logged), so they may be compressed like any other answer.
 */
@ApiTags('account')
@Controller('api/account/email-change')
export class AccountEmailController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('POST', undefined, 'requestEmailChange', {
    summary: 'E-mails a confirmation link to the new address; the current password is required',
    reply: [202, ZEmailChangeRequested, 'Accepted: the change applies when the link is opened'],
    errors: [400, 401, 403, 409, 429],
    httpCode: 202,
    guards: [JwtAuthGuard],
  })
  async request(
    @BodyInput(ZEmailChangeBody) input: z.output<typeof ZEmailChangeBody>,
    @CurrentUser() user: AuthUser,
  ) {
    // The current password is a secret a stolen session must not be able to guess at will.
    await this.limiter.hit('email-change:user', user.userId, this.config.RATE_LIMIT_EMAIL_CHANGE);
    return this.rpc.request(RequestEmailChangeRpc, { userId: user.userId, ...input });
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmEmailChange',
    summary: 'Applies the change with the e-mailed token (signed in or not); sessions stay',
  })
  @ApiJsonBody(ZEmailChangeConfirmBody)
  @ApiJsonResponse(200, ZEmailChangeConfirmed)
  @ApiErrors(400, 403, 409, 429)
  async confirm(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Counted before the body is read, so malformed attempts count too (hence not @BodyInput).
    await this.limiter.hit('email-change-confirm', request.ip, this.config.RATE_LIMIT_EMAIL_CHANGE_CONFIRM);
    const input = parseInput(ZEmailChangeConfirmBody, body);
    const { email } = await this.rpc.request(ConfirmEmailChangeRpc, input);
    void reply.header('cache-control', 'no-store');
    return { email };
  }
}
