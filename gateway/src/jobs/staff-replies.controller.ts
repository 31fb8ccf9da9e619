import { Param } from '@nestjs/common';
import {
  AssignReplyRpc,
  DismissUnmatchedReplyRpc,
  ListReplyCandidateJobsRpc,
  ListUnmatchedRepliesRpc,
  ZAssignReplyBody,
  ZJobReply,
  ZReplyCandidateJobs,
  ZUnmatchedRepliesPage,
  ZUnmatchedRepliesQuery,
  type TAssignReplyBody,
  type TUnmatchedRepliesPage,
  type TUnmatchedRepliesQuery,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { staffActor } from './job-actor.mapper.js';
import { JobOwners } from './job-owners.service.js';

/**
 * Staff's triage of employers' replies no job matched (issue 29): the list, oldest first, with each
 * reply's user as the queue shows owners (identity, one batched question), attaching one to a job
 * of its user, or dismissing it.
 */
@StaffController('api/staff/replies', 'jobs')
export class StaffRepliesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly owners: JobOwners,
  ) {}

  @JsonRoute('GET', 'unmatched', 'listUnmatchedReplies', {
    summary:
      "Staff: employers' replies no job matched, oldest first, with the user they were sent to and how many wait",
    reply: ZUnmatchedRepliesPage,
    errors: [400, 401, 403, 503],
  })
  async unmatched(
    @QueryInput(ZUnmatchedRepliesQuery) query: TUnmatchedRepliesQuery,
    @CurrentUser() admin: AuthUser,
  ): Promise<TUnmatchedRepliesPage> {
    const page = await this.rpc.request(ListUnmatchedRepliesRpc, { ...query, actor: staffActor(admin) });
    const users = await this.owners.contactsOf(
      page.items.map((item) => item.userId),
      admin.userId,
    );
    return { ...page, items: page.items.map((item) => ({ ...item, user: users.get(item.userId) ?? null })) };
  }

  @JsonRoute('GET', ':replyId/jobs', 'listReplyCandidateJobs', {
    summary: "Staff: the jobs of the reply's user it may be attached to, newest first",
    reply: ZReplyCandidateJobs,
    errors: [401, 403, 404, 503],
  })
  candidates(@Param('replyId', IdParam) replyId: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(ListReplyCandidateJobsRpc, { actor: staffActor(admin), replyId });
  }

  @JsonRoute('POST', ':replyId/assign', 'assignReply', {
    summary:
      "Staff: attaches an unmatched reply to one of its user's jobs (another user's job is 400), which then " +
      'shows it as a match',
    reply: ZJobReply,
    errors: [400, 401, 403, 404, 409, 503],
    httpCode: 200,
  })
  assign(
    @Param('replyId', IdParam) replyId: string,
    @BodyInput(ZAssignReplyBody) body: TAssignReplyBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(AssignReplyRpc, { ...body, actor: staffActor(admin), replyId });
  }

  @JsonRoute('POST', ':replyId/dismiss', 'dismissUnmatchedReply', {
    summary: 'Staff: takes an unmatched reply off the list without a job',
    reply: ZJobReply,
    errors: [401, 403, 404, 409, 503],
    httpCode: 200,
  })
  dismiss(@Param('replyId', IdParam) replyId: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(DismissUnmatchedReplyRpc, { actor: staffActor(admin), replyId });
  }
}
