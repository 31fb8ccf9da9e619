import { Controller, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ZSiteConfig, type TSiteConfig } from '@hirerelay/contracts';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/** Public, non-secret settings the pages show. Nothing here may ever be a credential. */
@ApiTags('content')
@Controller('api/site-config')
export class SiteConfigController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv) {}

  @JsonRoute('GET', undefined, 'getSiteConfig', {
    summary: 'Public settings shown on the site',
    reply: ZSiteConfig,
  })
  get(@Res({ passthrough: true }) reply: FastifyReply): TSiteConfig {
    void reply.header('cache-control', 'public, max-age=300');
    return { smsNumber: this.config.SMS_NUMBER, extensionStoreUrl: this.config.EXTENSION_STORE_URL };
  }
}
