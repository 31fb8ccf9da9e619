import { Param } from '@nestjs/common';
import {
  GetJobFollowUpsRpc,
  ListFollowUpsRpc,
  SendFollowUpRpc,
  SkipFollowUpRpc,
  ZFollowUp,
  ZFollowUpList,
  ZFollowUpListQuery,
  ZJobFollowUps,
  ZSendFollowUpBody,
  type TFollowUpListQuery,
  type TSendFollowUpBody,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { staffActor } from './job-actor.mapper.js';

/**
 * Staff's follow-ups of quiet applications (issue 29): the queue's "Follow-ups due" tab, a job's
 * tasks on the workbench, Send (notifications e-mails it from the owner's reply address) and Skip.
 * Staff only: AdminGuard here, and jobs checks the actor again.
 */
@StaffController('api/jobs', 'jobs')
export class JobFollowUpsController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('GET', 'follow-ups', 'listFollowUpsDue', {
    summary: 'Staff: the follow-ups due (oldest first) and how many are due',
    reply: ZFollowUpList,
    errors: [400, 401, 403, 503],
  })
  list(@QueryInput(ZFollowUpListQuery) query: TFollowUpListQuery, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(ListFollowUpsRpc, { actor: staffActor(admin), limit: query.limit });
  }

  @JsonRoute('GET', ':id/follow-ups', 'getJobFollowUps', {
    summary:
      "Staff: the job's follow-up tasks (newest first; a due one drafted) and whether follow-ups are on",
    reply: ZJobFollowUps,
    errors: [401, 403, 404, 503],
  })
  get(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(GetJobFollowUpsRpc, { actor: staffActor(admin), jobId: id });
  }

  @JsonRoute('POST', ':id/follow-ups/:followUpId/send', 'sendFollowUp', {
    summary:
      "Staff: sends a due follow-up as edited, from the owner's reply address; the owner's timeline records it. " +
      'One no longer due is 409',
    reply: ZFollowUp,
    errors: [400, 401, 403, 404, 409, 503],
    httpCode: 200,
  })
  send(
    @Param('id', IdParam) id: string,
    @Param('followUpId', IdParam) followUpId: string,
    @BodyInput(ZSendFollowUpBody) body: TSendFollowUpBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(SendFollowUpRpc, {
      actor: staffActor(admin),
      jobId: id,
      followUpId,
      recipient: body.recipient,
      subject: body.subject,
      body: body.body,
    });
  }

  @JsonRoute('POST', ':id/follow-ups/:followUpId/skip', 'skipFollowUp', {
    summary: 'Staff: skips a due follow-up (nothing is sent). One no longer due is 409',
    reply: ZFollowUp,
    errors: [401, 403, 404, 409, 503],
    httpCode: 200,
  })
  skip(
    @Param('id', IdParam) id: string,
    @Param('followUpId', IdParam) followUpId: string,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(SkipFollowUpRpc, { actor: staffActor(admin), jobId: id, followUpId });
  }
}
