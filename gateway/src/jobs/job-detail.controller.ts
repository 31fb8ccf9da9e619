import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeJobStatusRpc,
  DeleteJobRpc,
  GetJobRpc,
  GetSessionUserRpc,
  UpdateJobRpc,
  ZJobDetail,
  ZJobStatusBody,
  type TJobStatusBody,
  ZJobUpdateBody,
  type TJobUpdateBody,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { ObjectFiles } from '../files/object-files.service.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { jobActorOf } from './job-actor.mapper.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/**
 * One job: the detail page, staff's edits, status changes and delete. jobs decides who may see
 * what (the owner or staff; another user's job is 403 `You don't have permission to view this
 * job`); the staff-only routes are also guarded here, as the other staff routes are.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobDetailController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: ObjectFiles,
  ) {}

  @JsonRoute('GET', ':id', 'getJob', {
    summary: 'The job detail page: fields, recruiters, documents, timeline, unread count and version',
    reply: ZJobDetail,
    errors: [401, 403, 404, 503],
  })
  async get(@Param('id', IdParam) id: string, @CurrentUser() user: AuthUser) {
    return this.rpc.request(GetJobRpc, { actor: jobActorOf(user), jobId: id });
  }

  @JsonRoute('PATCH', ':id', 'updateJob', {
    summary:
      'Staff: saves the edited fields and recruiters at once; a save based on an older `version` is 409',
    reply: ZJobDetail,
    errors: [400, 401, 403, 404, 409, 503],
    guards: [AdminGuard],
  })
  update(
    @Param('id', IdParam) id: string,
    @BodyInput(ZJobUpdateBody) update: TJobUpdateBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(UpdateJobRpc, {
      ...update,
      actor: { userId: admin.userId, role: 'admin' },
      jobId: id,
    });
  }

  @JsonRoute('POST', ':id/status', 'changeJobStatus', {
    summary:
      'Staff: any status to any status; the timeline gains the change, a move to Applied the submission receipt',
    reply: ZJobDetail,
    errors: [400, 401, 403, 404, 503],
    httpCode: 200,
    guards: [AdminGuard],
  })
  async changeStatus(
    @Param('id', IdParam) id: string,
    @BodyInput(ZJobStatusBody) change: TJobStatusBody,
    @CurrentUser() admin: AuthUser,
  ) {
    // The receipt names the staff member as identity knows them, never as the body says.
    const { fullName } = await this.rpc.request(GetSessionUserRpc, { userId: admin.userId });
    return this.rpc.request(ChangeJobStatusRpc, {
      ...change,
      actor: { userId: admin.userId, role: 'admin' },
      actorName: fullName,
      jobId: id,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'deleteJob',
    summary:
      'Staff: deletes any job with its documents, messages and timeline (before Applied, the application is given back)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(401, 403, 404, 503)
  async remove(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser): Promise<void> {
    const { removedObjectKeys } = await this.rpc.request(DeleteJobRpc, {
      actor: { userId: admin.userId, role: 'admin' },
      jobId: id,
    });
    await Promise.all(removedObjectKeys.map((objectKey) => this.files.remove(objectKey)));
  }
}
