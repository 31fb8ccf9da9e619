import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { TJobEmailKind } from './job-email-kinds.types.js';

export interface ScheduledEmailRow {
  id: string;
  kind: TJobEmailKind;
  jobId: string;
  ownerId: string;
  dueAt: Date;
  payload: Prisma.JsonValue;
}

export interface NewScheduledEmail {
  id: string;
  kind: TJobEmailKind;
  jobId: string;
  ownerId: string;
  dueAt: Date;
  payload: Prisma.InputJsonObject;
}

export type ChatSide = 'owner' | 'staff';

const ROW = { id: true, kind: true, jobId: true, ownerId: true, dueAt: true, payload: true } as const;

/** `scheduled_emails` and `chat_read_marks`: the e-mails about jobs that wait for their time. */
@Injectable()
export class ScheduledEmailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(tx: Tx, email: NewScheduledEmail): Promise<void> {
    await tx.scheduledEmail.create({ data: email });
  }

  /** The job's pending e-mail of a gathering kind (at most one: a partial unique index), locked. */
  async pendingForUpdate(tx: Tx, jobId: string, kind: TJobEmailKind): Promise<ScheduledEmailRow | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM scheduled_emails
      WHERE job_id = ${jobId}::uuid AND kind = ${kind} AND state = 'pending'
      FOR UPDATE`;
    const id = rows[0]?.id;
    return id === undefined ? null : this.rowInTx(tx, id);
  }

  async update(
    tx: Tx,
    id: string,
    change: { payload?: Prisma.InputJsonObject; dueAt?: Date },
  ): Promise<void> {
    await tx.scheduledEmail.update({ where: { id }, data: change });
  }

  /** When an e-mail of this kind about the job last went out (the throttle window starts there). */
  async lastSentAt(tx: Tx, jobId: string, kind: TJobEmailKind): Promise<Date | null> {
    const last = await tx.scheduledEmail.findFirst({
      where: { jobId, kind, state: 'sent' },
      orderBy: { settledAt: 'desc' },
      select: { settledAt: true },
    });
    return last?.settledAt ?? null;
  }

  /** Cancels the job's pending e-mails of these kinds (every kind when left out). */
  async cancelPending(tx: Tx, jobId: string, now: Date, kinds?: readonly TJobEmailKind[]): Promise<void> {
    await tx.scheduledEmail.updateMany({
      where: { jobId, state: 'pending', ...(kinds ? { kind: { in: [...kinds] } } : {}) },
      data: { state: 'cancelled', settledAt: now },
    });
  }

  /** The interview time of the job's latest status e-mail, when it carried one (sent or not). */
  async latestInterviewAt(tx: Tx, jobId: string): Promise<string | null> {
    const rows = await tx.$queryRaw<{ interview_at: string }[]>`
      SELECT payload->>'interviewAt' AS interview_at FROM scheduled_emails
      WHERE job_id = ${jobId}::uuid AND kind = 'status_changed' AND payload->>'interviewAt' IS NOT NULL
      ORDER BY payload->>'changedAt' DESC LIMIT 1`;
    return rows[0]?.interview_at ?? null;
  }

  /** Every pending e-mail of the job, e.g. to give them the job's new title. */
  async pendingOfJob(tx: Tx, jobId: string): Promise<ScheduledEmailRow[]> {
    const rows = await tx.scheduledEmail.findMany({ where: { jobId, state: 'pending' }, select: ROW });
    return rows as ScheduledEmailRow[];
  }

  /** Ids of the pending e-mails due at `now`, the longest-waiting first. */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.scheduledEmail.findMany({
      where: { state: 'pending', dueAt: { lte: now } },
      orderBy: { dueAt: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  /**
   * The e-mail, locked for sending, if it is still pending and due; null when another replica holds
   * it (SKIP LOCKED) or it was sent or cancelled meanwhile.
   */
  async claimDue(tx: Tx, id: string, now: Date): Promise<ScheduledEmailRow | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM scheduled_emails
      WHERE id = ${id}::uuid AND state = 'pending' AND due_at <= ${now}
      FOR UPDATE SKIP LOCKED`;
    return rows.length === 0 ? null : this.rowInTx(tx, id);
  }

  async settle(tx: Tx, id: string, state: 'sent' | 'cancelled', now: Date): Promise<void> {
    await tx.scheduledEmail.update({ where: { id }, data: { state, settledAt: now } });
  }

  /**
   * After a failed send, on its own (the sending transaction rolled back): try again at a later
   * time, further off with every failure (`backoff` gets the number of failures so far).
   */
  async postpone(id: string, backoff: (attempts: number) => Date): Promise<void> {
    const row = await this.db.scheduledEmail.update({
      where: { id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    await this.db.scheduledEmail.updateMany({
      where: { id, state: 'pending' },
      data: { dueAt: backoff(row.attempts) },
    });
  }

  /** Moves a side's read mark forward, never back (read events may arrive out of order). */
  async recordRead(tx: Tx, jobId: string, side: ChatSide, readAt: Date): Promise<void> {
    const column = side === 'owner' ? 'owner_read_at' : 'staff_read_at';
    await tx.$executeRawUnsafe(
      `INSERT INTO chat_read_marks (job_id, ${column}) VALUES ($1::uuid, $2)
       ON CONFLICT (job_id) DO UPDATE
       SET ${column} = GREATEST(chat_read_marks.${column}, EXCLUDED.${column})`,
      jobId,
      readAt,
    );
  }

  /** Until when each side has read the job's chat (null: never, as far as events told). */
  async readMark(tx: Tx, jobId: string): Promise<Record<ChatSide, Date | null>> {
    const mark = await tx.chatReadMark.findUnique({ where: { jobId } });
    return { owner: mark?.ownerReadAt ?? null, staff: mark?.staffReadAt ?? null };
  }

  async forgetReadMarks(tx: Tx, jobId: string): Promise<void> {
    await tx.chatReadMark.deleteMany({ where: { jobId } });
  }

  private async rowInTx(tx: Tx, id: string): Promise<ScheduledEmailRow> {
    const row = await tx.scheduledEmail.findUniqueOrThrow({ where: { id }, select: ROW });
    return row as ScheduledEmailRow;
  }
}
