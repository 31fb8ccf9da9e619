import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TFollowUpState } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

/** A follow-up task as stored (`job_follow_ups`). */
export interface FollowUpRecord {
  id: string;
  jobId: string;
  sequence: number;
  state: TFollowUpState;
  dueAt: Date;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  messageId: string | null;
  sentBy: string | null;
  sentAt: Date | null;
  closedAt: Date | null;
}

/** A task the follow-up work made: its job, sequence, when it became due, its recruiter's address. */
export interface FollowUpCandidate {
  jobId: string;
  sequence: number;
  dueAt: Date;
  recipient: string | null;
}

/** A due follow-up in the staff tab, with its job. */
export interface FollowUpQueueRecord {
  id: string;
  jobId: string;
  userId: string;
  title: string;
  company: string;
  sequence: number;
  dueAt: Date;
  dateApplied: Date | null;
  recipient: string | null;
}

/** What drafting a follow-up and checking who may act on it read of its job. */
export interface FollowUpJob {
  id: string;
  userId: string;
  title: string;
  company: string;
  status: string;
  dateApplied: Date | null;
  lastReplyAt: Date | null;
  followUpsEnabled: boolean;
}

/** Why a due task no longer qualifies: these jobs' due tasks are cancelled. */
const NO_LONGER_DUE_SQL = `(j.status <> 'Applied' OR j.last_reply_at IS NOT NULL OR NOT j.follow_ups_enabled)`;

const SELECT_FOLLOW_UP = {
  id: true,
  jobId: true,
  sequence: true,
  state: true,
  dueAt: true,
  recipient: true,
  subject: true,
  body: true,
  messageId: true,
  sentBy: true,
  sentAt: true,
  closedAt: true,
} as const;

/** Follow-up tasks and the job columns the follow-up work reads (the only code touching them). */
@Injectable()
export class FollowUpRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Makes the due tasks of up to `limit` jobs whose next follow-up is due at `cutoff` (applied, or
   * their last task closed, at or before it): Applied, no reply, follow-ups on, fewer than two
   * tasks, none open. The jobs are locked for the caller's transaction, skipping rows other
   * replicas hold; `jobs_follow_up_candidates_idx` serves the scan in order. Each gets a task
   * (recipient: the job's first recruiter with an e-mail) and its counters move in the same
   * statement. Answers the tasks made.
   */
  async createDue(tx: Tx, cutoff: Date, afterDays: number, limit: number): Promise<FollowUpCandidate[]> {
    const jobs = await tx.$queryRaw<{ id: string; sequence: number; from: Date }[]>`
      SELECT j.id::text AS id, j.follow_up_count + 1 AS sequence,
             COALESCE(j.follow_up_closed_at, j.date_applied) AS "from"
        FROM jobs j
       WHERE j.status = 'Applied' AND j.last_reply_at IS NULL AND j.follow_ups_enabled
         AND j.follow_up_count < 2 AND NOT j.follow_up_open
         AND COALESCE(j.follow_up_closed_at, j.date_applied) <= ${cutoff}
       ORDER BY COALESCE(j.follow_up_closed_at, j.date_applied), j.id
       LIMIT ${limit}
         FOR UPDATE OF j SKIP LOCKED`;
    if (jobs.length === 0) return [];
    const ids = jobs.map((job) => job.id);
    const recruiters = await tx.$queryRaw<{ jobId: string; email: string }[]>`
      SELECT DISTINCT ON (job_id) job_id::text AS "jobId", email
        FROM job_recruiters
       WHERE job_id = ANY(${ids}::uuid[]) AND email IS NOT NULL AND email <> ''
       ORDER BY job_id, created_at, id`;
    const emailOf = new Map(recruiters.map((row) => [row.jobId, row.email]));
    const made = jobs.map((job) => ({
      id: randomUUID(),
      jobId: job.id,
      sequence: Number(job.sequence),
      dueAt: new Date(job.from.getTime() + afterDays * 86_400_000),
      recipient: emailOf.get(job.id) ?? null,
    }));
    await tx.jobFollowUp.createMany({ data: made.map((task) => ({ ...task, state: 'due' })) });
    await tx.$executeRaw`
      UPDATE jobs SET follow_up_count = follow_up_count + 1, follow_up_open = true
       WHERE id = ANY(${ids}::uuid[])`;
    return made.map(({ jobId, sequence, dueAt, recipient }) => ({ jobId, sequence, dueAt, recipient }));
  }

  /**
   * Cancels up to `limit` due tasks whose job no longer qualifies (a reply, a status other than
   * Applied, follow-ups off), skipping tasks other replicas hold, and reopens their jobs' clock.
   * Answers how many.
   */
  async cancelStale(tx: Tx, now: Date, limit: number): Promise<number> {
    const rows = await tx.$queryRawUnsafe<{ id: string; jobId: string }[]>(
      `SELECT f.id::text AS id, f.job_id::text AS "jobId"
         FROM job_follow_ups f JOIN jobs j ON j.id = f.job_id
        WHERE f.state = 'due' AND ${NO_LONGER_DUE_SQL}
        ORDER BY f.due_at, f.id
        LIMIT $1
          FOR UPDATE OF f, j SKIP LOCKED`,
      limit,
    );
    if (rows.length === 0) return 0;
    await this.close(
      tx,
      rows.map((row) => row.id),
      rows.map((row) => row.jobId),
      'cancelled',
      now,
    );
    return rows.length;
  }

  /** Cancels the job's due task (the owner turned follow-ups off); the caller holds the job's lock. */
  async cancelDueOfJob(tx: Tx, jobId: string, now: Date): Promise<number> {
    const due = await tx.jobFollowUp.findMany({ where: { jobId, state: 'due' }, select: { id: true } });
    if (due.length === 0) return 0;
    await this.close(
      tx,
      due.map((row) => row.id),
      [jobId],
      'cancelled',
      now,
    );
    return due.length;
  }

  private async close(
    tx: Tx,
    ids: string[],
    jobIds: string[],
    state: 'cancelled' | 'skipped',
    now: Date,
  ): Promise<void> {
    await tx.jobFollowUp.updateMany({ where: { id: { in: ids } }, data: { state, closedAt: now } });
    await tx.$executeRaw`
      UPDATE jobs SET follow_up_open = false, follow_up_closed_at = ${now}
       WHERE id = ANY(${jobIds}::uuid[])`;
  }

  /** The job's row, locked for a change; null when no such job exists. */
  async lockJob(tx: Tx, jobId: string): Promise<FollowUpJob | null> {
    const rows = await tx.$queryRaw<FollowUpJob[]>`
      SELECT id::text AS id, user_id::text AS "userId", title, company, status,
             date_applied AS "dateApplied", last_reply_at AS "lastReplyAt",
             follow_ups_enabled AS "followUpsEnabled"
        FROM jobs WHERE id = ${jobId}::uuid
         FOR UPDATE`;
    return rows[0] ?? null;
  }

  findJob(jobId: string): Promise<FollowUpJob | null> {
    return this.db.job.findUnique({
      where: { id: jobId },
      select: {
        id: true,
        userId: true,
        title: true,
        company: true,
        status: true,
        dateApplied: true,
        lastReplyAt: true,
        followUpsEnabled: true,
      },
    });
  }

  async setEnabled(tx: Tx, jobId: string, enabled: boolean): Promise<void> {
    await tx.job.update({ where: { id: jobId }, data: { followUpsEnabled: enabled } });
  }

  /** The job's tasks, newest first. */
  async listOfJob(jobId: string): Promise<FollowUpRecord[]> {
    return (await this.db.jobFollowUp.findMany({
      where: { jobId },
      orderBy: { sequence: 'desc' },
      select: SELECT_FOLLOW_UP,
    })) as FollowUpRecord[];
  }

  /** The job's task `id`, locked; null when the job has no such task. */
  async lockTask(tx: Tx, jobId: string, id: string): Promise<FollowUpRecord | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM job_follow_ups WHERE id = ${id}::uuid AND job_id = ${jobId}::uuid FOR UPDATE`;
    if (rows.length === 0) return null;
    return (await tx.jobFollowUp.findUnique({ where: { id }, select: SELECT_FOLLOW_UP })) as FollowUpRecord;
  }

  /** Stores a draft on a due task that has none yet (a concurrent first read keeps the first). */
  async saveDraft(id: string, draft: { subject: string; body: string }): Promise<void> {
    await this.db.jobFollowUp.updateMany({ where: { id, state: 'due', body: null }, data: draft });
  }

  async markSent(
    tx: Tx,
    task: { id: string; jobId: string },
    sent: { recipient: string; subject: string; body: string; messageId: string; sentBy: string; at: Date },
  ): Promise<FollowUpRecord> {
    const { at, ...fields } = sent;
    const row = await tx.jobFollowUp.update({
      where: { id: task.id },
      data: { ...fields, state: 'sent', sentAt: at, closedAt: at },
      select: SELECT_FOLLOW_UP,
    });
    await tx.$executeRaw`
      UPDATE jobs SET follow_up_open = false, follow_up_closed_at = ${at} WHERE id = ${task.jobId}::uuid`;
    return row as FollowUpRecord;
  }

  async markSkipped(tx: Tx, task: { id: string; jobId: string }, at: Date): Promise<FollowUpRecord> {
    await this.close(tx, [task.id], [task.jobId], 'skipped', at);
    return (await tx.jobFollowUp.findUniqueOrThrow({
      where: { id: task.id },
      select: SELECT_FOLLOW_UP,
    })) as FollowUpRecord;
  }

  /** The due tasks of jobs that still qualify, oldest due first, and how many there are. */
  async listDue(limit: number): Promise<{ items: FollowUpQueueRecord[]; total: number }> {
    const [items, count] = await Promise.all([
      this.db.$queryRawUnsafe<FollowUpQueueRecord[]>(
        `SELECT f.id::text AS id, f.job_id::text AS "jobId", j.user_id::text AS "userId", j.title, j.company,
                f.sequence::int AS sequence, f.due_at AS "dueAt", j.date_applied AS "dateApplied", f.recipient
           FROM job_follow_ups f JOIN jobs j ON j.id = f.job_id
          WHERE f.state = 'due' AND NOT ${NO_LONGER_DUE_SQL}
          ORDER BY f.due_at, f.id
          LIMIT $1`,
        limit,
      ),
      this.db.$queryRawUnsafe<{ total: number }[]>(
        `SELECT count(*)::int AS total
           FROM job_follow_ups f JOIN jobs j ON j.id = f.job_id
          WHERE f.state = 'due' AND NOT ${NO_LONGER_DUE_SQL}`,
      ),
    ]);
    return { items, total: count[0]?.total ?? 0 };
  }
}
