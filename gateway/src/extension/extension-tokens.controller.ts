import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateExtensionTokenRpc,
  ListExtensionTokensRpc,
  RevokeExtensionTokenRpc,
  ZCreateExtensionTokenBody,
  type TCreateExtensionTokenBody,
  ZCreatedExtensionToken,
  ZExtensionTokenList,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * Settings → Browser extension: the signed-in user's extension tokens (cookie session and CSRF,
 * as every settings route). identity keeps the rules: the limit, the owner, hashes only.
 */
@ApiTags('extension')
@Controller('api/extension/tokens')
@UseGuards(JwtAuthGuard)
export class ExtensionTokensController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', undefined, 'listExtensionTokens', {
    summary: "The caller's live extension tokens (name, created, last used; never the token)",
    reply: ZExtensionTokenList,
    errors: [401, 503],
  })
  list(@CurrentUser() user: AuthUser) {
    return this.rpc.request(ListExtensionTokensRpc, { userId: user.userId });
  }

  @JsonRoute('POST', undefined, 'createExtensionToken', {
    summary: 'Creates an extension token; the reply is the only time its secret is shown (at most 10 live)',
    reply: [201, ZCreatedExtensionToken, 'Created'],
    errors: [400, 401, 403, 409, 503],
  })
  create(
    @BodyInput(ZCreateExtensionTokenBody) { name }: TCreateExtensionTokenBody,
    @CurrentUser() user: AuthUser,
  ) {
    return this.rpc.request(CreateExtensionTokenRpc, { userId: user.userId, name });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeExtensionToken',
    summary: "Revokes one of the caller's extension tokens",
  })
  @ApiNoContentResponse({ description: 'Revoked (also when it already was)' })
  @ApiErrors(401, 403, 404, 503)
  async revoke(@Param('id', IdParam) id: string, @CurrentUser() user: AuthUser): Promise<void> {
    await this.rpc.request(RevokeExtensionTokenRpc, { userId: user.userId, tokenId: id });
  }
}
