import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ZSiteConfig, type TSiteConfig } from '@hirerelay/contracts';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiJsonResponse } from '../openapi/zod-openapi.util.js';

/** Public, non-secret settings the pages show. Nothing here may ever be a credential. */
@ApiTags('content')
@Controller('api/site-config')
export class SiteConfigController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv) {}

  @Get()
  @ApiOperation({ operationId: 'getSiteConfig', summary: 'Public settings shown on the site' })
  @ApiJsonResponse(200, ZSiteConfig)
  get(@Res({ passthrough: true }) reply: FastifyReply): TSiteConfig {
    void reply.header('cache-control', 'public, max-age=300');
    return { smsNumber: this.config.SMS_NUMBER, extensionStoreUrl: this.config.EXTENSION_STORE_URL };
  }
}
