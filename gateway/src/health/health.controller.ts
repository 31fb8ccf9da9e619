import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ZSystemHealth, type TSystemHealth } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { openApiSchema } from '../openapi/zod-openapi.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Status of the gateway, every service and every server',
  })
  @ApiResponse({ status: 200, description: 'Every part is up', schema: openApiSchema(ZSystemHealth) })
  @ApiResponse({
    status: 503,
    description: 'Some part is down; `down` names it',
    schema: openApiSchema(ZSystemHealth),
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<TSystemHealth> {
    const result = await this.health.check();
    reply.status(result.status === 'up' ? 200 : 503).header('cache-control', 'no-store');
    return result;
  }
}
