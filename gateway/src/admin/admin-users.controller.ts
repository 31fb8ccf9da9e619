import { Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import {
  CountUsersRpc,
  GetResumeObjectRpc,
  GetUserRpc,
  ListUsersRpc,
  UpdateUserRpc,
  ZAdminUserChange,
  ZAdminUserDetail,
  ZFileLink,
  ZAdminUserFilters,
  ZAdminUsersPage,
  ZAdminUsersCount,
  ZAdminUsersQuery,
  type TAdminUsersQuery,
  type TAdminUserFilters,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { SessionRevocations } from '../auth/session-revocations.service.js';
import type { z } from 'zod';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { FileLinks } from '../files/file-links.service.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { UsersCsvExport } from './users-csv-export.service.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

@StaffController('api/admin/users', 'admin')
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly links: FileLinks,
    private readonly csv: UsersCsvExport,
    private readonly revocations: SessionRevocations,
  ) {}

  @JsonRoute('GET', undefined, 'listUsers', {
    summary: 'Users, newest first, filtered and paginated on the server',
    reply: ZAdminUsersPage,
    errors: [400, 401, 403],
  })
  list(@QueryInput(ZAdminUsersQuery) query: TAdminUsersQuery, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(ListUsersRpc, { ...query, actorId: admin.userId });
  }

  @JsonRoute('GET', 'count', 'countUsers', {
    summary: 'How many users the filters match (the total)',
    reply: ZAdminUsersCount,
    errors: [400, 401, 403],
  })
  count(@QueryInput(ZAdminUserFilters) filters: TAdminUserFilters, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(CountUsersRpc, { ...filters, actorId: admin.userId });
  }

  @Get('export.csv')
  @ApiOperation({
    operationId: 'exportUsersCsv',
    summary: 'users-export-{date}.csv with the current filters, streamed',
  })
  @ApiProduces('text/csv')
  @ApiErrors(400, 401, 403)
  async export(
    @QueryInput(ZAdminUserFilters) filters: TAdminUserFilters,
    @Res() reply: FastifyReply,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.csv.stream(filters, admin.userId, reply);
  }

  @JsonRoute('GET', ':id', 'getUser', {
    summary: 'One user with their full profile',
    reply: ZAdminUserDetail,
    errors: [401, 403, 404],
  })
  get(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(GetUserRpc, { userId: id, actorId: admin.userId });
  }

  @JsonRoute('PATCH', ':id', 'updateUser', {
    summary: "Changes a user's account status or role (saved at once)",
    reply: ZAdminUserDetail,
    errors: [400, 401, 403, 404],
  })
  async update(
    @Param('id', IdParam) id: string,
    @BodyInput(ZAdminUserChange) body: z.output<typeof ZAdminUserChange>,
    @CurrentUser() admin: AuthUser,
  ) {
    const { revokedSessionIds, ...user } = await this.rpc.request(UpdateUserRpc, {
      userId: id,
      actorId: admin.userId,
      ...body,
    });
    // A cancelled account's or demoted admin's access tokens stop working now, not when they
    // expire: AdminGuard and jobActorOf trust the role of a token that is not listed here.
    await this.revocations.revoke(revokedSessionIds, 'account cancelled or admin role removed');
    return user;
  }

  @JsonRoute('GET', ':id/resume/link', 'getUserResumeLink', {
    summary: "A five-minute download link for a user's resume",
    reply: ZFileLink,
    errors: [401, 403, 404],
  })
  async resumeLink(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    const object = await this.rpc.request(GetResumeObjectRpc, { userId: id, requesterId: admin.userId });
    return this.links.sign(object.objectKey, object.fileName);
  }
}
