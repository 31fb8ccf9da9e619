import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetSessionUserRpc, ZSessionUserReply } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { ApiErrors, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { CurrentUser, type AuthUser } from './auth-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

@ApiTags('auth')
@Controller('api/me')
@UseGuards(JwtAuthGuard)
export class MeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ operationId: 'getMe', summary: 'The signed-in user' })
  @ApiJsonResponse(200, ZSessionUserReply)
  @ApiErrors(401)
  async me(@CurrentUser() user: AuthUser) {
    return { user: await this.rpc.request(GetSessionUserRpc, { userId: user.userId }) };
  }
}
