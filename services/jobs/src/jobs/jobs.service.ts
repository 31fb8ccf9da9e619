import { Inject, Injectable } from '@nestjs/common';
import { JOB_STATUSES } from '@hirerelay/domain';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type CountJobsByStatusRpc,
  JobUpdatedEvent,
  type ListJobsRpc,
  type RpcReply,
  type SetInterviewSecuredRpc,
  type SetJobReviewedRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions } from '../database.js';
import { isStaff, refuseUnlessMayOpen, scopeOf } from './job-access.rules.js';
import { encodeJobCursor, invalidCursor, jobOrderName, readJobCursor } from './job-cursor.util.js';
import { JobListRepository } from './job-list.repository.js';
import { toJobRow } from './job.mapper.js';
import { jobEventBase } from './job.rules.js';
import { JobRepository, type JobToggle } from './job.repository.js';

type JobRowReply = RpcReply<typeof SetJobReviewedRpc>;

/** The jobs list and the per-job toggles, with who may see and change what (job-access.rules.ts). */
@Injectable()
export class JobsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly jobs: JobRepository,
    private readonly lists: JobListRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async list(request: RpcInput<typeof ListJobsRpc>): Promise<RpcReply<typeof ListJobsRpc>> {
    const { actor, cursor, limit, sort, direction, ...filters } = request;
    const scope = scopeOf(actor);
    const order = { sort, direction };
    const orderName = jobOrderName(scope, order);
    const after = readJobCursor(cursor, orderName);
    const rows = await this.lists.list({ scope, filters, order, after, limit: limit + 1 });
    if (after && rows.length === 0 && !(await this.lists.exists(after.id))) {
      // The page it pointed after was deleted since: where to go on is unknown, start again.
      throw invalidCursor();
    }
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toJobRow(row, actor)),
      nextCursor: rows.length > limit && last ? encodeJobCursor({ order: orderName, id: last.id }) : null,
    };
  }

  /**
   * The counts over the list: the caller's own jobs (every job for staff), under the list's filters;
   * counters when nothing but the scope narrows them, else the rows (up to a cap over every job).
   */
  async countByStatus(
    request: RpcInput<typeof CountJobsByStatusRpc>,
  ): Promise<RpcReply<typeof CountJobsByStatusRpc>> {
    const { actor, ...filters } = request;
    const { counts: rows, capped } = await this.lists.countByStatus(scopeOf(actor), filters);
    const countOf = new Map(rows.map((row) => [row.status, row.count]));
    const counts = JOB_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 }));
    return { total: counts.reduce((sum, { count }) => sum + count, 0), capped, counts };
  }

  async setReviewed(request: RpcInput<typeof SetJobReviewedRpc>): Promise<JobRowReply> {
    if (!isStaff(request.actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    return this.setFlag(request.actor, request.jobId, 'adminReviewed', request.reviewed);
  }

  async setInterviewSecured(request: RpcInput<typeof SetInterviewSecuredRpc>): Promise<JobRowReply> {
    return this.setFlag(request.actor, request.jobId, 'interviewSecured', request.interviewSecured);
  }

  /**
   * A toggle is a change of the job: `job-updated` goes out with it (live lists and pages). Who may
   * toggle is the job detail's rule (refuseUnlessMayOpen): another user's job is FORBIDDEN with the
   * detail's text, an unknown one NOT_FOUND, so the list and the detail page answer alike.
   */
  private async setFlag(
    actor: TJobActor,
    jobId: string,
    toggle: JobToggle,
    value: boolean,
  ): Promise<JobRowReply> {
    const row = await this.transactions.run(async (tx) => {
      refuseUnlessMayOpen(actor, await this.jobs.lockOwner(tx, jobId));
      const saved = await this.jobs.setFlag(tx, jobId, toggle, value);
      await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
        ...jobEventBase({ id: saved.id, userId: saved.userId, title: saved.title, company: saved.company }),
        version: saved.version,
        changedBy: actor.userId,
        at: saved.updatedAt.toISOString(),
      });
      return saved;
    });
    this.relay.kick();
    return toJobRow(row, actor);
  }
}
