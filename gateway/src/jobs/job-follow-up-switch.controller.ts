import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SetFollowUpsEnabledRpc,
  ZFollowUpsEnabled,
  ZFollowUpsEnabledBody,
  type TFollowUpsEnabledBody,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { jobActorOf } from './job-actor.mapper.js';

/** The owner's "Follow up automatically" switch of a job (issue 29); staff may set it too. */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobFollowUpSwitchController {
  constructor(private readonly rpc: RpcClient) {}

  @JsonRoute('PUT', ':id/follow-ups', 'setJobFollowUps', {
    summary: "The job's owner or staff: turns automatic follow-ups on or off (off cancels a due one)",
    reply: ZFollowUpsEnabled,
    errors: [400, 401, 403, 404, 503],
  })
  set(
    @Param('id', IdParam) id: string,
    @BodyInput(ZFollowUpsEnabledBody) { enabled }: TFollowUpsEnabledBody,
    @CurrentUser() user: AuthUser,
  ) {
    return this.rpc.request(SetFollowUpsEnabledRpc, { actor: jobActorOf(user), jobId: id, enabled });
  }
}
