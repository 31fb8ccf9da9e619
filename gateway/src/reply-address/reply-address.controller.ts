import { Controller, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GetReplyAddressRpc, RotateReplyAddressRpc, ZReplyAddress } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';

/**
 * The signed-in user's own reply address (issue 29; notifications holds it): Settings shows it and
 * gets a new one. Only one's own: there is no user id in the path, so nobody, staff included,
 * rotates another's (staff read the owner's in the application packet).
 */
@ApiTags('account')
@Controller('api/me/reply-address')
@UseGuards(JwtAuthGuard)
export class ReplyAddressController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('GET', undefined, 'getReplyAddress', {
    summary:
      "The signed-in user's reply address (made on the first ask): employers' replies to it reach the job",
    reply: ZReplyAddress,
    errors: [401, 503],
  })
  get(@CurrentUser() user: AuthUser) {
    return this.rpc.request(GetReplyAddressRpc, { userId: user.userId });
  }

  @JsonRoute('POST', 'rotate', 'rotateReplyAddress', {
    summary: 'A new reply address for the signed-in user; mail to the old one is refused from now on',
    reply: ZReplyAddress,
    errors: [401, 403, 429, 503],
    httpCode: 200,
  })
  async rotate(@CurrentUser() user: AuthUser) {
    // Each rotation keeps the retired address for good (its mail is refused): a wall per user.
    await this.limiter.hit(
      'reply-address-rotate:user',
      user.userId,
      this.config.RATE_LIMIT_REPLY_ADDRESS_ROTATE,
    );
    return this.rpc.request(RotateReplyAddressRpc, { userId: user.userId });
  }
}
