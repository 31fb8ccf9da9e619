import { Param } from '@nestjs/common';
import {
  AppError,
  AssignJobRpc,
  CLAIM_REFUSAL_REASON,
  ClaimJobRpc,
  claimedBy,
  ErrorCode,
  GetJobAssignmentRpc,
  GetUserRpc,
  JobsMessages,
  ListQueueRpc,
  ListUsersRpc,
  UnclaimJobRpc,
  ZAssignJobBody,
  type TAssignJobBody,
  ZJobAssignment,
  ZJobAssignmentView,
  ZQueueListPage,
  ZQueueQuery,
  ZStaffList,
  ZStaffQuery,
  type TJobAssignment,
  type TJobAssignmentView,
  type TQueueListPage,
  type TQueueQuery,
  type TStaffList,
  type TStaffQuery,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { StaffNames, staffMember } from './staff-names.service.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { staffActor } from './job-actor.mapper.js';

/**
 * Staff's work queue and who owns a job. Every route is staff-only here (AdminGuard, 403 for a
 * user) and again in jobs. jobs keeps no names: the customers' and staff members' come from
 * identity, one batched question per reply (StaffNames).
 */
@StaffController('api', 'jobs')
export class JobQueueController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly names: StaffNames,
  ) {}

  @JsonRoute('GET', 'jobs/queue', 'listJobQueue', {
    summary:
      'Staff: the work queue (jobs not yet Applied by due time, overdue first; owners waiting in chat by ' +
      "the message's age), with the customer and the assignee; views mine, unassigned, all",
    reply: ZQueueListPage,
    errors: [400, 401, 403, 503],
  })
  async queue(
    @QueryInput(ZQueueQuery) query: TQueueQuery,
    @CurrentUser() admin: AuthUser,
  ): Promise<TQueueListPage> {
    const page = await this.rpc.request(ListQueueRpc, { ...query, actor: staffActor(admin) });
    const ids = page.items.flatMap((row) => (row.assigneeId ? [row.userId, row.assigneeId] : [row.userId]));
    const contacts = await this.names.contacts(ids, admin.userId);
    return {
      items: page.items.map((row) => ({
        ...row,
        owner: contacts.get(row.userId) ?? null,
        assignee: staffMember(row.assigneeId, contacts),
      })),
      nextCursor: page.nextCursor,
    };
  }

  @JsonRoute('GET', 'staff', 'listStaff', {
    summary:
      'Staff: the active staff members a job can be assigned to, by name, a page at a time; `search` ' +
      'finds them by name or e-mail',
    reply: ZStaffList,
    errors: [400, 401, 403, 503],
  })
  async staff(
    @QueryInput(ZStaffQuery) query: TStaffQuery,
    @CurrentUser() admin: AuthUser,
  ): Promise<TStaffList> {
    // identity's admin list, on its index of the admins by name (users_role_sort_name_idx).
    const page = await this.rpc.request(ListUsersRpc, {
      actorId: admin.userId,
      role: 'admin',
      status: 'active',
      sort: 'name',
      direction: 'asc',
      search: query.search,
      searchContactOnly: true,
      cursor: query.cursor,
      limit: query.limit,
    });
    return {
      items: page.items.map(({ id, fullName, email }) => ({ id, fullName, email })),
      nextCursor: page.nextCursor,
    };
  }

  @JsonRoute('POST', 'jobs/:id/claim', 'claimJob', {
    summary:
      'Staff: takes the job. One assignee at a time: a job another staff member has is 409 naming them ' +
      '(`fields.reason` claimed, `fields.assigneeId`)',
    reply: ZJobAssignment,
    errors: [401, 403, 404, 409, 503],
    httpCode: 200,
  })
  async claim(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser): Promise<TJobAssignment> {
    try {
      return await this.rpc.request(ClaimJobRpc, { actor: staffActor(admin), jobId: id });
    } catch (error) {
      const holder = error instanceof AppError ? error.fields?.assigneeId : undefined;
      if (!(error instanceof AppError) || error.fields?.reason !== CLAIM_REFUSAL_REASON || !holder)
        throw error;
      const contact = (await this.names.contacts([holder], admin.userId)).get(holder);
      const name = contact?.fullName || contact?.email;
      throw new AppError(ErrorCode.Conflict, name ? claimedBy(name) : error.message, {
        ...error.fields,
        ...(name ? { assigneeName: name } : {}),
      });
    }
  }

  @JsonRoute('POST', 'jobs/:id/assign', 'assignJob', {
    summary: 'Staff: gives the job to a staff member',
    reply: ZJobAssignment,
    errors: [400, 401, 403, 404, 503],
    httpCode: 200,
  })
  async assign(
    @Param('id', IdParam) id: string,
    @BodyInput(ZAssignJobBody) { assigneeId }: TAssignJobBody,
    @CurrentUser() admin: AuthUser,
  ): Promise<TJobAssignment> {
    // Only an active staff member can own a job: identity says who is one (fails closed).
    const assignee = await this.rpc
      .request(GetUserRpc, { actorId: admin.userId, userId: assigneeId })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
        throw error;
      });
    if (!assignee || assignee.role !== 'admin' || assignee.status !== 'active') {
      throw new AppError(ErrorCode.Validation, JobsMessages.assigneeNotStaff, {
        assigneeId: JobsMessages.assigneeNotStaff,
      });
    }
    return this.rpc.request(AssignJobRpc, { actor: staffActor(admin), jobId: id, assigneeId });
  }

  @JsonRoute('POST', 'jobs/:id/unclaim', 'unclaimJob', {
    summary: 'Staff: leaves the job unassigned',
    reply: ZJobAssignment,
    errors: [401, 403, 404, 503],
    httpCode: 200,
  })
  unclaim(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser): Promise<TJobAssignment> {
    return this.rpc.request(UnclaimJobRpc, { actor: staffActor(admin), jobId: id });
  }

  @JsonRoute('GET', 'jobs/:id/assignment', 'getJobAssignment', {
    summary: 'Staff: who owns the job and the staff-only history of its assignment, oldest first',
    reply: ZJobAssignmentView,
    errors: [401, 403, 404, 503],
  })
  async assignment(
    @Param('id', IdParam) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<TJobAssignmentView> {
    const found = await this.rpc.request(GetJobAssignmentRpc, { actor: staffActor(admin), jobId: id });
    const ids = [
      found.assigneeId,
      ...found.history.flatMap((line) => [line.assigneeId, line.previousAssigneeId, line.changedBy]),
    ];
    const contacts = await this.names.contacts(
      ids.filter((value): value is string => value !== null).slice(0, 200),
      admin.userId,
    );
    return {
      jobId: found.jobId,
      assignee: staffMember(found.assigneeId, contacts),
      assignedAt: found.assignedAt,
      history: found.history.map((line) => ({
        ...line,
        assignee: staffMember(line.assigneeId, contacts),
        previousAssignee: staffMember(line.previousAssigneeId, contacts),
        changedByMember: staffMember(line.changedBy, contacts),
      })),
    };
  }
}
