import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  CLAIM_REFUSAL_REASON,
  ErrorCode,
  JobAssignedEvent,
  JobsMessages,
  type AssignJobRpc,
  type ClaimJobRpc,
  type GetJobAssignmentRpc,
  type ListQueueRpc,
  type RpcReply,
  type TAssignmentAction,
  type TJobActor,
  type TJobAssignment,
  type UnclaimJobRpc,
} from '@hirerelay/contracts';
import {
  enqueueEvent,
  keysetPage,
  OUTBOX_RELAY,
  readKeysetCursor,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import { Transactions, type Tx } from '../database.js';
import { refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { QueueRepository, type LockedAssignment } from './queue.repository.js';
import { toQueueRow } from './queue.mapper.js';

const notFound = () => new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);

/**
 * Staff's work queue and who owns each job in it. Every change of assignee is decided under the
 * job's row lock (one assignee at a time: of two claims at once, the second sees the first's and
 * is refused, naming who has it), writes the staff-only history line and the staff-only
 * `job-assigned` event in the same transaction. A user is refused before anything is read.
 */
@Injectable()
export class QueueService {
  constructor(
    private readonly transactions: Transactions,
    private readonly queue: QueueRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async list(request: RpcInput<typeof ListQueueRpc>): Promise<RpcReply<typeof ListQueueRpc>> {
    const { actor, limit, cursor, ...filters } = request;
    refuseUnlessStaff(actor);
    const rows = await this.queue.list({
      ...filters,
      actorId: actor.userId,
      after: readKeysetCursor(cursor),
      limit: limit + 1,
      now: new Date(),
    });
    const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.queueAt, id: row.id }));
    return { items: page.map(toQueueRow), nextCursor };
  }

  /** The caller takes the job, unless another staff member has it (CONFLICT naming them). */
  claim(request: RpcInput<typeof ClaimJobRpc>): Promise<TJobAssignment> {
    const { actor, jobId } = request;
    return this.change(actor, jobId, 'claim', (job) => {
      if (job.assigneeId !== null && job.assigneeId !== actor.userId) {
        throw new AppError(ErrorCode.Conflict, JobsMessages.alreadyClaimed, {
          reason: CLAIM_REFUSAL_REASON,
          assigneeId: job.assigneeId,
        });
      }
      return actor.userId;
    });
  }

  /** Any staff member gives the job to a staff member (the gateway checked the assignee's role). */
  assign(request: RpcInput<typeof AssignJobRpc>): Promise<TJobAssignment> {
    return this.change(request.actor, request.jobId, 'assign', () => request.assigneeId);
  }

  /** Any staff member leaves the job to nobody. */
  unclaim(request: RpcInput<typeof UnclaimJobRpc>): Promise<TJobAssignment> {
    return this.change(request.actor, request.jobId, 'unclaim', () => null);
  }

  async assignment(
    request: RpcInput<typeof GetJobAssignmentRpc>,
  ): Promise<RpcReply<typeof GetJobAssignmentRpc>> {
    refuseUnlessStaff(request.actor);
    const found = await this.queue.assignment(request.jobId);
    if (!found) throw notFound();
    return {
      jobId: request.jobId,
      assigneeId: found.assigneeId,
      assignedAt: found.assignedAt?.toISOString() ?? null,
      history: found.history.map((line) => ({ ...line, at: line.at.toISOString() })),
    };
  }

  /**
   * Locks the job, asks `decide` who owns it next (it may refuse), and, when that changes anything,
   * stores it with its history line and event. The same owner again is answered as it is.
   */
  private async change(
    actor: TJobActor,
    jobId: string,
    action: TAssignmentAction,
    decide: (job: LockedAssignment) => string | null,
  ): Promise<TJobAssignment> {
    refuseUnlessStaff(actor);
    let changed = false;
    const reply = await this.transactions.run(async (tx: Tx) => {
      const job = await this.queue.lock(tx, jobId);
      if (!job) throw notFound();
      const assigneeId = decide(job);
      if (assigneeId === job.assigneeId) {
        return { jobId, assigneeId, assignedAt: job.assignedAt?.toISOString() ?? null };
      }
      const at = new Date();
      const line = { action, assigneeId, previousAssigneeId: job.assigneeId, changedBy: actor.userId, at };
      await this.queue.setAssignee(tx, jobId, line);
      await enqueueEvent(tx, 'jobs', JobAssignedEvent, {
        jobId,
        ownerId: job.userId,
        ...line,
        at: at.toISOString(),
      });
      changed = true;
      return { jobId, assigneeId, assignedAt: assigneeId === null ? null : at.toISOString() };
    });
    if (changed) this.relay.kick();
    return reply;
  }
}
