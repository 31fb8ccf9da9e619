import { Body, Controller, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ImportJobRpc, ZImportedJob, ZJobLinkBody } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { parseInput } from '../common/http/parse-input.util.js';
import { SkipCsrf } from '../common/security/csrf.guard.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { jobPageRpc } from '../jobs/job-page-rpc.js';
import { ApiErrors, ApiJsonBody, ApiJsonResponse } from '../openapi/zod-openapi.js';
import { EXTENSION_JOBS_PATH } from './extension-cors.js';
import { ExtensionTokenGuard, type ExtensionRequest } from './extension-token.guard.js';

/**
 * The browser extension sends a job link here with its token (Bearer; no cookie, so no CSRF). The
 * link takes the one import path of jobs, as `POST /api/jobs`, with the same replies and refusals.
 */
@ApiTags('extension')
@Controller(EXTENSION_JOBS_PATH.slice(1))
export class ExtensionJobsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @Post()
  @SkipCsrf()
  @UseGuards(ExtensionTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'importJobFromExtension',
    summary:
      'The browser extension imports a job link with `Authorization: Bearer <extension token>` ' +
      '(cookies are ignored); replies and refusals as importJob',
  })
  @ApiJsonBody(ZJobLinkBody)
  @ApiJsonResponse(201, ZImportedJob, 'Created')
  @ApiErrors(400, 401, 403, 409, 429, 503)
  async import(@Body() body: unknown, @Req() request: ExtensionRequest) {
    const caller = request.extensionCaller!;
    await this.limiter.hit('extension-jobs', caller.tokenId, this.config.RATE_LIMIT_EXTENSION_JOBS);
    const { url } = parseInput(ZJobLinkBody, body);
    // The same per-user budget as the dialog: every import fetches a page from the internet.
    await this.limiter.hit('job-fetch', caller.userId, this.config.RATE_LIMIT_JOB_FETCH);
    return this.rpc.request(ImportJobRpc, { userId: caller.userId, url }, jobPageRpc(this.config));
  }
}
