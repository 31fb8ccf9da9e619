import { Inject, Injectable } from '@nestjs/common';
import { JOB_REPLIES_LIMIT, REPLY_CANDIDATES_LIMIT, type TReplySuggestionState } from '@hirerelay/contracts';
import type { TJobStatus, TReplyKind } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { JobReply } from '../generated/prisma/client.js';

/** A stored reply (job_replies). */
export type JobReplyRecord = JobReply;

/** One of the user's jobs as the reply engine matches against it. */
export interface CandidateJobRecord {
  id: string;
  userId: string;
  title: string;
  company: string;
  url: string;
  status: TJobStatus;
  dateApplied: Date | null;
  recruiterEmails: string[];
}

/** A reply as the consumer stores it. */
export interface NewJobReply {
  id: string;
  userId: string;
  jobId: string | null;
  fromName: string;
  fromAddress: string;
  subject: string;
  body: string;
  quoted: string;
  signature: string;
  receivedAt: Date;
  kind: TReplyKind;
  confidence: number;
  evidence: string;
  suggestedStatus: TJobStatus | null;
  matchRule: string | null;
  matchReason: string | null;
  attachments: { filename: string | null; mimeType: string; size: number; objectKey: string }[];
}

/** What a matched reply's timeline line and event say of its job. */
export interface ReplyJob {
  id: string;
  userId: string;
  title: string;
  company: string;
}

export type TriageState = 'open' | 'assigned' | 'dismissed';

@Injectable()
export class JobReplyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The user's latest jobs (REPLY_CANDIDATES_LIMIT, newest first) with their recruiters' e-mails, in
   * one query: what the reply engine matches a reply against.
   */
  candidateJobsInTx(tx: Tx, userId: string): Promise<CandidateJobRecord[]> {
    return this.candidates(tx, userId);
  }

  /** The same jobs outside a transaction (staff's "Attach to job" choices). */
  candidateJobs(userId: string): Promise<CandidateJobRecord[]> {
    return this.candidates(this.db, userId);
  }

  private candidates(db: Tx | Database, userId: string): Promise<CandidateJobRecord[]> {
    return db.$queryRaw<CandidateJobRecord[]>`
      SELECT j.id::text AS id, j.user_id::text AS "userId", j.title, j.company, j.url, j.status,
             j.date_applied AS "dateApplied",
             COALESCE((SELECT array_agg(lower(r.email)) FROM job_recruiters r
                        WHERE r.job_id = j.id AND r.email IS NOT NULL AND r.email <> ''), '{}') AS "recruiterEmails"
        FROM jobs j
       WHERE j.user_id = ${userId}::uuid
       ORDER BY j.date_received DESC, j.id DESC
       LIMIT ${REPLY_CANDIDATES_LIMIT}`;
  }

  /**
   * Message-IDs of the follow-ups sent for each job (`job_follow_ups.message_id`), for thread
   * matching: an employer answering our follow-up names it in In-Reply-To/References.
   */
  async sentMessageIdsByJob(tx: Tx, jobIds: readonly string[]): Promise<Map<string, string[]>> {
    const byJob = new Map<string, string[]>();
    if (jobIds.length === 0) return byJob;
    const sent = await tx.jobFollowUp.findMany({
      where: { jobId: { in: [...jobIds] }, messageId: { not: null } },
      select: { jobId: true, messageId: true },
    });
    for (const { jobId, messageId } of sent) {
      if (messageId) byJob.set(jobId, [...(byJob.get(jobId) ?? []), messageId]);
    }
    return byJob;
  }

  /** Stores the reply; false when one with its id is stored already (a redelivery). */
  async insert(tx: Tx, reply: NewJobReply, triageState: TriageState | null): Promise<boolean> {
    const { attachments, ...fields } = reply;
    const inserted = await tx.jobReply.createMany({
      data: [
        {
          ...fields,
          attachments,
          suggestionState: reply.suggestedStatus ? 'pending' : null,
          triageState,
        },
      ],
      skipDuplicates: true,
    });
    return inserted.count === 1;
  }

  /** Locks a reply for a change; null when there is none. */
  async lock(tx: Tx, id: string): Promise<JobReplyRecord | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM job_replies WHERE id = ${id}::uuid FOR UPDATE`;
    if (rows.length === 0) return null;
    return tx.jobReply.findUnique({ where: { id } });
  }

  /**
   * Sets the job's newest reply time (never moves it back); answers the job's version for its
   * job-updated event (a reply is no edit of the job's fields, so staff's open edits stay valid).
   */
  async touchJobLastReply(tx: Tx, jobId: string, at: Date): Promise<number> {
    const rows = await tx.$queryRaw<{ version: number }[]>`
      UPDATE jobs SET last_reply_at = GREATEST(COALESCE(last_reply_at, ${at}), ${at}), updated_at = now()
       WHERE id = ${jobId}::uuid
      RETURNING version`;
    return rows[0]?.version ?? 0;
  }

  /** Locks a job's row and reads what a reply's match needs of it; null when there is no such job. */
  async lockJob(tx: Tx, jobId: string): Promise<ReplyJob | null> {
    const rows = await tx.$queryRaw<ReplyJob[]>`
      SELECT id::text AS id, user_id::text AS "userId", title, company
        FROM jobs WHERE id = ${jobId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** Whose job it is; null when there is no such job. */
  async ownerOf(jobId: string): Promise<{ userId: string } | null> {
    const rows = await this.db.$queryRaw<{ userId: string }[]>`
      SELECT user_id::text AS "userId" FROM jobs WHERE id = ${jobId}::uuid`;
    return rows[0] ?? null;
  }

  setSuggestionState(
    tx: Tx,
    id: string,
    state: TReplySuggestionState,
    by: string,
    at: Date,
  ): Promise<JobReplyRecord> {
    return tx.jobReply.update({
      where: { id },
      data: { suggestionState: state, suggestionBy: by, suggestionAt: at },
    });
  }

  /** Attaches an unmatched reply to a job (staff triage). */
  assign(tx: Tx, id: string, jobId: string): Promise<JobReplyRecord> {
    return tx.jobReply.update({
      where: { id },
      data: { jobId, triageState: 'assigned', matchRule: 'staff', matchReason: 'Attached by staff' },
    });
  }

  setTriageState(tx: Tx, id: string, state: TriageState): Promise<JobReplyRecord> {
    return tx.jobReply.update({ where: { id }, data: { triageState: state } });
  }

  /** A job's replies, newest first (the latest JOB_REPLIES_LIMIT). */
  ofJob(jobId: string): Promise<JobReplyRecord[]> {
    return this.db.jobReply.findMany({
      where: { jobId },
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      take: JOB_REPLIES_LIMIT,
    });
  }

  /** Unmatched replies waiting for staff, oldest first, after `after` (keyset on received_at, id). */
  async openTriage(after: KeysetPosition | undefined, limit: number): Promise<JobReplyRecord[]> {
    return this.db.jobReply.findMany({
      where: {
        triageState: 'open',
        ...(after
          ? {
              OR: [{ receivedAt: { gt: after.at } }, { receivedAt: after.at, id: { gt: after.id } }],
            }
          : {}),
      },
      orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
    });
  }

  countOpenTriage(): Promise<number> {
    return this.db.jobReply.count({ where: { triageState: 'open' } });
  }

  findById(id: string): Promise<JobReplyRecord | null> {
    return this.db.jobReply.findUnique({ where: { id } });
  }
}
