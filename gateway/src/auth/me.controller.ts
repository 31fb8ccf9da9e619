import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GetSessionUserRpc, ZSessionUserReply } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from './auth-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

@ApiTags('auth')
@Controller('api/me')
@UseGuards(JwtAuthGuard)
export class MeController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', undefined, 'getMe', {
    summary: 'The signed-in user',
    reply: ZSessionUserReply,
    errors: [401],
  })
  async me(@CurrentUser() user: AuthUser) {
    return { user: await this.rpc.request(GetSessionUserRpc, { userId: user.userId }) };
  }
}
