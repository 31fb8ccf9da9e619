import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TAssignmentAction, TQueueView } from '@hirerelay/contracts';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

/**
 * When a queue row needs a person: a Saved job's due time, or the owner's waiting message's time
 * when earlier; a job past Saved is in the queue only while its owner waits. The same expression
 * as the queue indexes (migration 20261127173000_job_queue), so they serve the order.
 */
export const QUEUE_AT = `(CASE WHEN j.status = 'Saved' THEN LEAST(j.due_at, j.staff_waiting_since) ELSE j.staff_waiting_since END)`;
/** The queue's rows: the partial indexes' predicate, written the same way so the planner uses them. */
export const IN_QUEUE = `(j.status = 'Saved' OR j.staff_waiting_since IS NOT NULL)`;

export interface QueueListQuery {
  view: TQueueView;
  /** The caller, for the `mine` view. */
  actorId: string;
  plan?: string | undefined;
  overdue?: boolean | undefined;
  detailsNeeded?: boolean | undefined;
  after?: KeysetPosition | undefined;
  /** Rows to read: the page size plus one. */
  limit: number;
  now: Date;
}

export interface QueueRecord {
  id: string;
  userId: string;
  title: string;
  company: string;
  status: string;
  subscriptionType: string;
  dateReceived: Date;
  dueAt: Date;
  queueAt: Date;
  overdue: boolean;
  waitingSince: Date | null;
  detailsNeeded: boolean;
  unreadForStaff: number;
  assigneeId: string | null;
  /** The stored fit's band (jobs.fit_band); null while none. */
  fitBand: string | null;
}

/**
 * One page of the queue: its index per view and filter (queue.repository.sql.md). The fit band is a
 * column of the row each index scan already fetches (the queue indexes cover no column), so it adds
 * no join and leaves every plan as it was.
 */
export function queueListQuery(query: QueueListQuery): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.raw(IN_QUEUE)];
  if (query.view === 'mine') conditions.push(Prisma.sql`j.assignee_id = ${query.actorId}::uuid`);
  if (query.view === 'unassigned') conditions.push(Prisma.sql`j.assignee_id IS NULL`);
  if (query.plan !== undefined) conditions.push(Prisma.sql`j.subscription_type = ${query.plan}`);
  if (query.detailsNeeded === true) conditions.push(Prisma.sql`j.details_needed`);
  if (query.detailsNeeded === false) conditions.push(Prisma.sql`NOT j.details_needed`);
  if (query.overdue === true) {
    // Overdue rows need a person no later than their due time: the bound on the order's key lets
    // the index scan stop at now.
    conditions.push(
      Prisma.sql`j.status = 'Saved' AND j.due_at <= ${query.now} AND ${Prisma.raw(QUEUE_AT)} <= ${query.now}`,
    );
  }
  if (query.overdue === false)
    conditions.push(Prisma.sql`NOT (j.status = 'Saved' AND j.due_at <= ${query.now})`);
  if (query.after) {
    conditions.push(
      Prisma.sql`(${Prisma.raw(QUEUE_AT)}, j.id) > (${query.after.at}::timestamptz, ${query.after.id}::uuid)`,
    );
  }
  return Prisma.sql`
    SELECT j.id::text AS id, j.user_id::text AS "userId", j.title, j.company, j.status,
           j.subscription_type AS "subscriptionType", j.date_received AS "dateReceived",
           j.due_at AS "dueAt", ${Prisma.raw(QUEUE_AT)} AS "queueAt",
           (j.status = 'Saved' AND j.due_at <= ${query.now}) AS overdue,
           j.staff_waiting_since AS "waitingSince", j.details_needed AS "detailsNeeded",
           j.unread_for_staff AS "unreadForStaff", j.assignee_id::text AS "assigneeId",
           j.fit_band AS "fitBand"
      FROM jobs j
     WHERE ${Prisma.join(conditions, ' AND ')}
     ORDER BY ${Prisma.raw(QUEUE_AT)}, j.id
     LIMIT ${query.limit}`;
}

/** A job's owner row under its lock, as a change of assignment needs it. */
export interface LockedAssignment {
  userId: string;
  assigneeId: string | null;
  assignedAt: Date | null;
}

export interface AssignmentChangeRecord {
  action: TAssignmentAction;
  assigneeId: string | null;
  previousAssigneeId: string | null;
  changedBy: string;
  at: Date;
}

/** A Saved job past its due time whose alert the sweeper enqueues. */
export interface OverdueRecord {
  id: string;
  userId: string;
  title: string;
  company: string;
  subscriptionType: string;
  dueAt: Date;
  assigneeId: string | null;
}

@Injectable()
export class QueueRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Straight on the pool, as the jobs list: the rows are already what `QueueRecord` says. */
  list(query: QueueListQuery): Promise<QueueRecord[]> {
    return this.db.reads.rows<QueueRecord>(queueListQuery(query));
  }

  /** Locks the job's row for a change of assignee; null when no such job exists. */
  async lock(tx: Tx, jobId: string): Promise<LockedAssignment | null> {
    const rows = await tx.$queryRaw<LockedAssignment[]>`
      SELECT user_id::text AS "userId", assignee_id::text AS "assigneeId", assigned_at AS "assignedAt"
        FROM jobs WHERE id = ${jobId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** Sets who owns the job the caller locked, and writes the history line. */
  async setAssignee(tx: Tx, jobId: string, change: AssignmentChangeRecord): Promise<void> {
    await tx.$executeRaw`
      UPDATE jobs SET assignee_id = ${change.assigneeId}::uuid,
                      assigned_at = ${change.assigneeId === null ? null : change.at}::timestamptz
       WHERE id = ${jobId}::uuid`;
    await tx.jobAssignment.create({
      data: {
        id: randomUUID(),
        jobId,
        action: change.action,
        assigneeId: change.assigneeId,
        previousAssigneeId: change.previousAssigneeId,
        changedBy: change.changedBy,
        at: change.at,
      },
    });
  }

  /** Who owns the job and its history, oldest first; null when no such job exists. */
  async assignment(jobId: string): Promise<{
    assigneeId: string | null;
    assignedAt: Date | null;
    history: AssignmentChangeRecord[];
  } | null> {
    const job = await this.db.job.findUnique({
      where: { id: jobId },
      select: {
        assigneeId: true,
        assignedAt: true,
        handoffs: {
          orderBy: [{ at: 'asc' }, { id: 'asc' }],
          select: { action: true, assigneeId: true, previousAssigneeId: true, changedBy: true, at: true },
        },
      },
    });
    if (!job) return null;
    return {
      assigneeId: job.assigneeId,
      assignedAt: job.assignedAt,
      history: job.handoffs.map((line) => ({ ...line, action: line.action as TAssignmentAction })),
    };
  }

  /**
   * Up to `limit` Saved jobs past their due time that have had no alert, locked (SKIP LOCKED: a
   * second replica's sweep takes others), and marked alerted in the caller's transaction.
   */
  async takeOverdue(tx: Tx, now: Date, limit: number): Promise<OverdueRecord[]> {
    const rows = await tx.$queryRaw<OverdueRecord[]>`
      SELECT id::text AS id, user_id::text AS "userId", title, company,
             subscription_type AS "subscriptionType", due_at AS "dueAt", assignee_id::text AS "assigneeId"
        FROM jobs
       WHERE status = 'Saved' AND overdue_alerted_at IS NULL AND due_at <= ${now}
       ORDER BY due_at
       LIMIT ${limit}
         FOR UPDATE SKIP LOCKED`;
    if (rows.length > 0) {
      await tx.$executeRaw`
        UPDATE jobs SET overdue_alerted_at = ${now}
         WHERE id = ANY(${rows.map((row) => row.id)}::uuid[])`;
    }
    return rows;
  }
}
