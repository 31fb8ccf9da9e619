import { Body, Controller, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ImportJobRpc, PAGE_DETAILS_LIMITS, ZExtensionImportBody, ZImportedJob } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { BodyLimit } from '../common/http/json-body.plugin.js';
import { IdempotencyKeyInput } from '../common/http/idempotency-key.decorator.js';
import { parseInput } from '../common/http/parse-input.util.js';
import { SkipCsrf } from '../common/security/csrf.guard.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { jobPageRpc } from '../jobs/job-page-rpc.util.js';
import { ApiErrors, ApiJsonBody, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { EXTENSION_JOBS_PATH } from './extension-cors.plugin.js';
import { ExtensionTokenGuard, type ExtensionRequest } from './extension-token.guard.js';

/**
 * The browser extension sends a job link here with its token (Bearer; no cookie, so no CSRF), and
 * what it read from the user's tab (`page`: JSON-LD, Open Graph, title; untrusted, jobs reads it
 * under a fetched page's rules). The link takes the one import path of jobs, as `POST /api/jobs`,
 * with the same replies and refusals; a `page` past PAGE_DETAILS_LIMITS is 400 on its field. The
 * one route with a body this large (`requestBytes`, about 1 MB: a 512K-character JSON-LD block
 * with room to spare, and what still fits in one NATS message to jobs); a larger body is 413.
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
  @BodyLimit(PAGE_DETAILS_LIMITS.requestBytes)
  @SkipCsrf()
  @UseGuards(ExtensionTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'importJobFromExtension',
    summary:
      'The browser extension imports a job link with `Authorization: Bearer <extension token>` ' +
      "(cookies are ignored), with what it read from the user's tab (`page`, optional); replies " +
      'and refusals as importJob (with its Idempotency-Key)',
  })
  @ApiJsonBody(ZExtensionImportBody)
  @ApiJsonResponse(201, ZImportedJob, 'Created')
  @ApiErrors(400, 401, 403, 409, 413, 429, 503)
  async import(
    @Body() body: unknown,
    @Req() request: ExtensionRequest,
    @IdempotencyKeyInput() idempotencyKey: string | undefined,
  ) {
    const caller = request.extensionCaller!;
    // Counted before the body is read, so malformed attempts count too (hence not @BodyInput).
    await this.limiter.hit('extension-jobs', caller.tokenId, this.config.RATE_LIMIT_EXTENSION_JOBS);
    const { url, page } = parseInput(ZExtensionImportBody, body);
    // The same per-user budget as the dialog: an import may fetch a page from the internet.
    await this.limiter.hit('job-fetch', caller.userId, this.config.RATE_LIMIT_JOB_FETCH);
    return this.rpc.request(
      ImportJobRpc,
      { userId: caller.userId, url, page, idempotencyKey },
      jobPageRpc(this.config),
    );
  }
}
