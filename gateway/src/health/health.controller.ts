import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ZLiveness, ZSystemHealth, type TLiveness, type TSystemHealth } from '@hirerelay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors, openApiSchema } from '../openapi/zod-openapi.util.js';
import { AddressRateLimit } from './address-rate-limit.util.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  private readonly limit: AddressRateLimit;

  constructor(
    private readonly health: HealthService,
    @Inject(GATEWAY_CONFIG) config: TGatewayEnv,
  ) {
    this.limit = new AddressRateLimit(config.RATE_LIMIT_HEALTH);
  }

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Status of the gateway, every service and every server',
    description:
      'Answered from a result at most HEALTH_CACHE_MS old (one check runs at a time), and limited per ' +
      'client address (RATE_LIMIT_HEALTH). Supervisors should use `GET /api/health/live`.',
  })
  @ApiResponse({ status: 200, description: 'Every part is up', schema: openApiSchema(ZSystemHealth) })
  @ApiResponse({
    status: 503,
    description: 'Some part is down; `down` names it',
    schema: openApiSchema(ZSystemHealth),
  })
  @ApiErrors(429)
  async check(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TSystemHealth> {
    this.limit.hit(request.ip);
    const result = await this.health.check();
    reply.status(result.status === 'up' ? 200 : 503).header('cache-control', 'no-store');
    return result;
  }

  @Get('live')
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness of the gateway process alone, for supervisors and load balancers',
    description: 'Asks nothing else: 200 whenever this process can answer HTTP.',
  })
  @ApiResponse({ status: 200, description: 'The gateway process is up', schema: openApiSchema(ZLiveness) })
  live(@Res({ passthrough: true }) reply: FastifyReply): TLiveness {
    reply.header('cache-control', 'no-store');
    return { status: 'up' };
  }
}
