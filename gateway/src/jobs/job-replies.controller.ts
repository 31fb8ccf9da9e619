import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ConfirmJobReplyRpc,
  DismissJobReplyRpc,
  ListJobRepliesRpc,
  ZJobReplies,
  ZJobReply,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { jobActorOf, staffActor } from './job-actor.mapper.js';

/**
 * Employers' replies on a job (issue 29): the owner and staff read them (jobs refuses others as it
 * refuses the job); staff confirm a suggested status (the job's status change) or dismiss it.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobRepliesController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', ':id/replies', 'listJobReplies', {
    summary:
      "The employer's replies on the job, newest first: sender, subject, received, text and kind; staff also " +
      'see the suggested status, its evidence and state',
    reply: ZJobReplies,
    errors: [401, 403, 404, 503],
  })
  list(@Param('id', IdParam) id: string, @CurrentUser() user: AuthUser) {
    return this.rpc.request(ListJobRepliesRpc, { actor: jobActorOf(user), jobId: id });
  }

  @JsonRoute('POST', ':id/replies/:replyId/confirm', 'confirmJobReply', {
    summary:
      "Staff: applies the reply's suggested status through the job's status change and marks it confirmed " +
      '(409 when already confirmed or dismissed)',
    reply: ZJobReply,
    errors: [401, 403, 404, 409, 503],
    httpCode: 200,
    guards: [AdminGuard],
  })
  confirm(
    @Param('id', IdParam) id: string,
    @Param('replyId', IdParam) replyId: string,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(ConfirmJobReplyRpc, { actor: staffActor(admin), jobId: id, replyId });
  }

  @JsonRoute('POST', ':id/replies/:replyId/dismiss', 'dismissJobReply', {
    summary: "Staff: dismisses the reply's suggested status; the job is unchanged",
    reply: ZJobReply,
    errors: [401, 403, 404, 409, 503],
    httpCode: 200,
    guards: [AdminGuard],
  })
  dismiss(
    @Param('id', IdParam) id: string,
    @Param('replyId', IdParam) replyId: string,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(DismissJobReplyRpc, { actor: staffActor(admin), jobId: id, replyId });
  }
}
