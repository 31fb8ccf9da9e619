import { Controller, Get, Header, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CountJobsByStatusRpc,
  ImportJobRpc,
  ListJobsRpc,
  LookupJobRpc,
  SetInterviewSecuredRpc,
  SetJobReviewedRpc,
  ZImportedJob,
  ZInterviewSecuredBody,
  type TInterviewSecuredBody,
  ZJobFiltersQuery,
  ZJobLinkBody,
  type TJobLinkBody,
  ZJobRow,
  ZJobsListPage,
  ZJobsQuery,
  ZJobStatusCounts,
  ZJobStatusCountsQuery,
  ZJobLookup,
  ZReviewedBody,
  type TReviewedBody,
  type TJobFilters,
  type TJobsPage,
  type TJobsQuery,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdempotencyKeyInput } from '../common/http/idempotency-key.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { JSON_CONTENT_TYPE } from '../common/http/json-content-type.util.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { jobActorOf } from './job-actor.mapper.js';
import { JobOwners } from './job-owners.service.js';
import { jobPageRpc } from './job-page-rpc.util.js';
import { JobsCsvExport } from './jobs-csv-export.service.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * Jobs: the dashboard's list, the import dialog (lookup, then import) and the two toggles. Who
 * may see and change what is decided by jobs from the actor the session names; the gateway only
 * reads HTTP and confirms an admin's role.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly csv: JobsCsvExport,
    private readonly owners: JobOwners,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @JsonRoute('GET', undefined, 'listJobs', {
    summary:
      "The caller's jobs (every job for staff, each with its owner's name and e-mail), filtered, " +
      'sorted and paginated on the server',
    reply: ZJobsListPage,
    errors: [400, 401, 503],
  })
  @Header('content-type', JSON_CONTENT_TYPE)
  async list(@QueryInput(ZJobsQuery) query: TJobsQuery, @CurrentUser() user: AuthUser): Promise<string> {
    const actor = jobActorOf(user);
    const page = await this.rpc.relay(ListJobsRpc, { ...query, actor });
    // A user's page goes out as jobs wrote it: parsing and writing it again here was a quarter of
    // the gateway's CPU on the dashboard's busiest read (RpcClient.relay). A staff page gains the
    // owners' names from identity (JobOwners: one batched RPC per page).
    if (actor.role !== 'admin') return page.json;
    return JSON.stringify(await this.owners.decorate(JSON.parse(page.json) as TJobsPage, user.userId));
  }

  @JsonRoute('GET', 'status-counts', 'countJobsByStatus', {
    summary:
      "How many of the caller's jobs (every job for staff) have each status, under the list's " +
      'filters but the status one',
    reply: ZJobStatusCounts,
    errors: [400, 401, 503],
  })
  statusCounts(@QueryInput(ZJobStatusCountsQuery) filters: TJobFilters, @CurrentUser() user: AuthUser) {
    return this.rpc.request(CountJobsByStatusRpc, { ...filters, actor: jobActorOf(user) });
  }

  @Get('export.csv')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'exportJobsCsv',
    summary: 'Staff: jobs-export-{date}.csv with the current filters, streamed',
  })
  @ApiProduces('text/csv')
  @ApiErrors(400, 401, 403, 503)
  export(
    @QueryInput(ZJobFiltersQuery) filters: TJobFilters,
    @Res() reply: FastifyReply,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.csv.stream(filters, { userId: admin.userId, role: 'admin' }, reply);
  }

  @JsonRoute('POST', 'lookup', 'lookupJob', {
    summary: "Reads a job link's page for the import dialog's review (saves nothing, uses no quota)",
    reply: ZJobLookup,
    errors: [400, 401, 429, 503],
    httpCode: 200,
  })
  async lookup(@BodyInput(ZJobLinkBody) { url }: TJobLinkBody, @CurrentUser() user: AuthUser) {
    await this.limitFetches(user);
    return this.rpc.request(LookupJobRpc, { userId: user.userId, url }, jobPageRpc(this.config));
  }

  @JsonRoute('POST', undefined, 'importJob', {
    summary:
      'Imports a job from its link. 409 duplicate and 403 quota refusals carry `fields.reason` ' +
      '(duplicate, subscription-required, subscription-inactive, limit-reached); a duplicate also `fields.jobId`. ' +
      'A retry with the same Idempotency-Key answers the first reply',
    reply: [201, ZImportedJob, 'Created'],
    errors: [400, 401, 403, 409, 429, 503],
  })
  async import(
    @BodyInput(ZJobLinkBody) { url }: TJobLinkBody,
    @CurrentUser() user: AuthUser,
    @IdempotencyKeyInput() idempotencyKey: string | undefined,
  ) {
    await this.limitFetches(user);
    return this.rpc.request(
      ImportJobRpc,
      { userId: user.userId, url, idempotencyKey },
      jobPageRpc(this.config),
    );
  }

  @JsonRoute('PUT', ':id/reviewed', 'setJobReviewed', {
    summary: 'Staff: ticks or clears Done (admin_reviewed)',
    reply: ZJobRow,
    errors: [400, 401, 403, 404, 503],
    guards: [AdminGuard],
  })
  reviewed(
    @Param('id', IdParam) id: string,
    @BodyInput(ZReviewedBody) { reviewed }: TReviewedBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(SetJobReviewedRpc, {
      actor: { userId: admin.userId, role: 'admin' },
      jobId: id,
      reviewed,
    });
  }

  @JsonRoute('PUT', ':id/interview-secured', 'setInterviewSecured', {
    summary: "The job's owner or staff: sets Interview Secured",
    reply: ZJobRow,
    errors: [400, 401, 403, 404, 503],
  })
  async interviewSecured(
    @Param('id', IdParam) id: string,
    @BodyInput(ZInterviewSecuredBody) { interviewSecured }: TInterviewSecuredBody,
    @CurrentUser() user: AuthUser,
  ) {
    return this.rpc.request(SetInterviewSecuredRpc, {
      actor: jobActorOf(user),
      jobId: id,
      interviewSecured,
    });
  }

  /** Lookups and imports fetch pages from the internet: counted per user (RATE_LIMIT_JOB_FETCH). */
  private limitFetches(user: AuthUser): Promise<void> {
    return this.limiter.hit('job-fetch', user.userId, this.config.RATE_LIMIT_JOB_FETCH);
  }
}
