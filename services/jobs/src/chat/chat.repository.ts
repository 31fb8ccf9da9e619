import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TRole } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

export interface ChatMessageRecord {
  id: string;
  jobId: string;
  senderId: string;
  senderRole: TRole;
  text: string;
  isRead: boolean;
  createdAt: Date;
}

/** The job's unread counters after a change, for the reply and the event. */
export interface UnreadCounters {
  unreadForOwner: number;
  unreadForStaff: number;
}

/** Which counter on the job row counts a side's unread messages. */
const COUNTER_OF_READER: Record<TRole, string> = {
  user: 'unread_for_owner',
  admin: 'unread_for_staff',
};

@Injectable()
export class ChatRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One page of the job's messages, newest first, after `after` (the keyset on created_at, id). */
  page(jobId: string, after: KeysetPosition | undefined, limit: number): Promise<ChatMessageRecord[]> {
    const before = after
      ? Prisma.sql`AND (m.created_at, m.id) < (${after.at}, ${after.id}::uuid)`
      : Prisma.empty;
    return this.db.$queryRaw<ChatMessageRecord[]>`
      SELECT m.id::text AS id, m.job_id::text AS "jobId", m.sender_id::text AS "senderId",
             m.sender_role AS "senderRole", m.text, m.is_read AS "isRead", m.created_at AS "createdAt"
        FROM messages m
       WHERE m.job_id = ${jobId}::uuid ${before}
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT ${limit}`;
  }

  insert(
    tx: Tx,
    message: { jobId: string; senderId: string; senderRole: TRole; text: string; at: Date },
  ): Promise<ChatMessageRecord> {
    return tx.message.create({
      data: {
        id: randomUUID(),
        jobId: message.jobId,
        senderId: message.senderId,
        senderRole: message.senderRole,
        text: message.text,
        createdAt: message.at,
      },
    }) as Promise<ChatMessageRecord>;
  }

  /**
   * One more unread message for the `reader` side (the caller holds the job's row lock). A message
   * of the owner written at `at` also starts staff's wait, unless an older one already waits (the
   * queue orders waiting owners by it).
   */
  async addUnread(tx: Tx, jobId: string, reader: TRole, at: Date): Promise<UnreadCounters> {
    const counter = Prisma.raw(COUNTER_OF_READER[reader]);
    const waiting =
      reader === 'admin'
        ? Prisma.sql`, staff_waiting_since = COALESCE(staff_waiting_since, ${at}::timestamptz)`
        : Prisma.empty;
    const rows = await tx.$queryRaw<UnreadCounters[]>`
      UPDATE jobs SET ${counter} = ${counter} + 1 ${waiting} WHERE id = ${jobId}::uuid
      RETURNING unread_for_owner AS "unreadForOwner", unread_for_staff AS "unreadForStaff"`;
    return rows[0]!;
  }

  /**
   * Marks what `reader`'s side has not read (the other side's messages) as read and sets its
   * counter to 0. Answers how many were marked and the counters after.
   */
  async markRead(tx: Tx, jobId: string, reader: TRole): Promise<{ marked: number } & UnreadCounters> {
    const sender: TRole = reader === 'admin' ? 'user' : 'admin';
    const marked = await tx.$executeRaw`
      UPDATE messages SET is_read = true
       WHERE job_id = ${jobId}::uuid AND sender_role = ${sender} AND NOT is_read`;
    const counter = Prisma.raw(COUNTER_OF_READER[reader]);
    // Staff read everything: no owner waits for them any more.
    const waiting = reader === 'admin' ? Prisma.sql`, staff_waiting_since = NULL` : Prisma.empty;
    const rows = await tx.$queryRaw<UnreadCounters[]>`
      UPDATE jobs SET ${counter} = 0 ${waiting} WHERE id = ${jobId}::uuid
      RETURNING unread_for_owner AS "unreadForOwner", unread_for_staff AS "unreadForStaff"`;
    return { marked, ...rows[0]! };
  }
}
