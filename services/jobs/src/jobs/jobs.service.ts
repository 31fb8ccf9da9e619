import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type ListJobsRpc,
  type RpcReply,
  type SetInterviewSecuredRpc,
  type SetJobReviewedRpc,
} from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { isStaff, scopeOf } from './job-access.js';
import { encodeJobCursor, invalidCursor, readJobCursor } from './job-cursor.js';
import { JobListRepository } from './job-list.repository.js';
import { jobOrderKey } from './job-order.js';
import { toJobRow } from './job.mapper.js';
import { JobRepository, type JobListRecord } from './job.repository.js';

type JobRowReply = RpcReply<typeof SetJobReviewedRpc>;

/** The jobs list and the per-job toggles, with who may see and change what (job-access.ts). */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly lists: JobListRepository,
  ) {}

  async list(request: RpcInput<typeof ListJobsRpc>): Promise<RpcReply<typeof ListJobsRpc>> {
    const { actor, cursor, limit, sort, direction, ...filters } = request;
    const scope = scopeOf(actor);
    const order = jobOrderKey(scope, { sort, direction });
    const after = readJobCursor(cursor, order.name);
    const rows = await this.lists.list({ scope, filters, order, after, limit: limit + 1 });
    if (after && rows.length === 0 && !(await this.lists.exists(after.id))) {
      // The page it pointed after was deleted since: where to go on is unknown, start again.
      throw invalidCursor();
    }
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toJobRow(row, actor)),
      nextCursor: rows.length > limit && last ? encodeJobCursor({ order: order.name, id: last.id }) : null,
    };
  }

  async setReviewed(request: RpcInput<typeof SetJobReviewedRpc>): Promise<JobRowReply> {
    if (!isStaff(request.actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    const row = await this.jobs.setFlag(request.jobId, 'adminReviewed', request.reviewed);
    return toJobRow(this.found(row), request.actor);
  }

  async setInterviewSecured(request: RpcInput<typeof SetInterviewSecuredRpc>): Promise<JobRowReply> {
    const { actor } = request;
    const ownerId = isStaff(actor) ? undefined : actor.userId;
    const row = await this.jobs.setFlag(request.jobId, 'interviewSecured', request.interviewSecured, ownerId);
    return toJobRow(this.found(row), actor);
  }

  private found(row: JobListRecord | null): JobListRecord {
    if (!row) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
    return row;
  }
}
