import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GetJobFitRpc, ZJobFit } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { jobActorOf } from './job-actor.mapper.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * A job's fit analysis (issue 27) for its owner (the job page) and staff (the application packet):
 * jobs computes it off the request path; while it does, the answer is `pending` and the page asks again.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobFitController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', ':id/fit', 'getJobFit', {
    summary:
      "The job's fit: band, score, requirements found with the resume's evidence and missing ones; or pending, or why there is none",
    reply: ZJobFit,
    errors: [401, 403, 404, 503],
  })
  get(@Param('id', IdParam) id: string, @CurrentUser() user: AuthUser) {
    return this.rpc.request(GetJobFitRpc, { actor: jobActorOf(user), jobId: id });
  }
}
