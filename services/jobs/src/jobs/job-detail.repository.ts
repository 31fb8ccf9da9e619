import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TJobStatus } from '@hirerelay/domain';
import { ZResumeTextState, type TRecruiterChange, type TResumeTextState } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

/** A job with every list of the detail page (recruiters in the order staff entered them, the timeline oldest first). */
const DETAIL_INCLUDE = {
  recruiters: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  documents: { orderBy: { type: 'asc' } },
  timeline: { orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] },
  outreach: { orderBy: [{ sentAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.JobInclude;

export type JobDetailRecord = Prisma.JobGetPayload<{ include: typeof DETAIL_INCLUDE }> & {
  /** The owner's profile resume's text state, as identity last told it (`none` when it has not). */
  profileResumeText: TResumeTextState;
};

/** What a change of the job reads under its row lock. */
export interface LockedJob {
  id: string;
  userId: string;
  title: string;
  company: string;
  status: TJobStatus;
  url: string;
  appliedUrl: string | null;
  dateApplied: Date | null;
  interviewAt: Date | null;
  version: number;
}

/** The stored fields a staff edit may set, already validated. */
export type JobFieldChanges = Partial<{
  title: string;
  company: string;
  platform: string;
  location: string;
  description: string;
  datePosted: string;
  jobType: string;
  salary: string;
  url: string;
  appliedUrl: string | null;
  dateReceived: Date;
  dateApplied: Date | null;
  dateReapplied: Date | null;
  notes: string | null;
}>;

/** What a status change writes on the row. */
export interface StatusChange {
  status: TJobStatus;
  at: Date;
  dateApplied?: Date;
  /** With the first `dateApplied`: the staff member who applied (the team figures). */
  appliedBy?: string;
  dateReapplied?: Date;
  appliedUrl?: string;
  interviewAt?: Date | null;
}

/** A recruiter's name until staff know it. */
export const UNKNOWN_RECRUITER = 'Unknown';

@Injectable()
export class JobDetailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A job's owner, for the access rule of what hangs off the job (its chat, its documents). */
  findOwner(jobId: string): Promise<{ id: string; userId: string } | null> {
    return this.db.job.findUnique({ where: { id: jobId }, select: { id: true, userId: true } });
  }

  async findDetail(id: string, tx?: Tx): Promise<JobDetailRecord | null> {
    const db = tx ?? this.db;
    const job = await db.job.findUnique({ where: { id }, include: DETAIL_INCLUDE });
    if (!job) return null;
    const usesProfileResume = job.documents.some(
      (document) => document.type === 'resume' && document.source !== 'upload',
    );
    const copy = usesProfileResume
      ? await db.profileResumeText.findUnique({ where: { userId: job.userId }, select: { state: true } })
      : null;
    return { ...job, profileResumeText: ZResumeTextState.catch('none').parse(copy?.state ?? 'none') };
  }

  /**
   * Locks the job's row for the rest of the transaction: staff edits, status changes, document
   * changes, deletes and chat counters on one job queue behind each other. Null when it does not exist.
   */
  async lock(tx: Tx, id: string): Promise<LockedJob | null> {
    const rows = await tx.$queryRaw<LockedJob[]>`
      SELECT id::text AS id, user_id::text AS "userId", title, company, status, url,
             applied_url AS "appliedUrl", date_applied AS "dateApplied",
             interview_at AS "interviewAt", version
        FROM jobs WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /**
   * Saves edited fields and moves the version on (the caller holds the lock and checked the version).
   * Staff saving the fields is what clears the job's `details needed` mark. A description that
   * changes (the details-needed fill included) marks the job for the fit work.
   */
  async saveFields(tx: Tx, id: string, changes: JobFieldChanges, at: Date): Promise<number> {
    if (changes.description !== undefined) {
      await tx.$executeRaw`
        UPDATE jobs SET fit_pending = true
         WHERE id = ${id}::uuid AND description IS DISTINCT FROM ${changes.description}`;
    }
    const saved = await tx.job.update({
      where: { id },
      data: { ...changes, detailsNeeded: false, updatedAt: at, version: { increment: 1 } },
      select: { version: true },
    });
    return saved.version;
  }

  /** Replaces the job's recruiters with `recruiters`, in that order; an empty name is `Unknown`. */
  async replaceRecruiters(tx: Tx, jobId: string, recruiters: TRecruiterChange[], at: Date): Promise<void> {
    await tx.jobRecruiter.deleteMany({ where: { jobId } });
    if (recruiters.length === 0) return;
    await tx.jobRecruiter.createMany({
      data: recruiters.map((recruiter, index) => ({
        id: randomUUID(),
        jobId,
        name: recruiter.name?.trim() || UNKNOWN_RECRUITER,
        profileUrl: recruiter.profileUrl ?? null,
        email: recruiter.email ?? null,
        phone: recruiter.phone ?? null,
        // One millisecond apart, so the list reads back in the order staff entered it.
        createdAt: new Date(at.getTime() + index),
      })),
    });
  }

  async saveStatus(tx: Tx, id: string, change: StatusChange): Promise<number> {
    const saved = await tx.job.update({
      where: { id },
      data: {
        status: change.status,
        updatedAt: change.at,
        version: { increment: 1 },
        ...(change.dateApplied ? { dateApplied: change.dateApplied } : {}),
        ...(change.appliedBy ? { appliedBy: change.appliedBy } : {}),
        ...(change.dateReapplied ? { dateReapplied: change.dateReapplied } : {}),
        ...(change.appliedUrl ? { appliedUrl: change.appliedUrl } : {}),
        ...(change.interviewAt !== undefined ? { interviewAt: change.interviewAt } : {}),
      },
      select: { version: true },
    });
    return saved.version;
  }

  /** Moves the version on for a change of a list hanging off the job (its documents). */
  async touch(tx: Tx, id: string, at: Date): Promise<number> {
    const saved = await tx.job.update({
      where: { id },
      data: { updatedAt: at, version: { increment: 1 } },
      select: { version: true },
    });
    return saved.version;
  }

  /** The job's files in our object store (its uploads; the profile-resume reference is identity's). */
  async uploadedObjectKeys(tx: Tx, jobId: string): Promise<string[]> {
    const documents = await tx.jobDocument.findMany({
      where: { jobId, objectKey: { not: null } },
      select: { objectKey: true },
    });
    return documents.flatMap((document) => (document.objectKey ? [document.objectKey] : []));
  }

  /**
   * Deletes the job; its recruiters, documents, timeline, messages, internal notes and outreach go
   * with it (ON DELETE CASCADE).
   */
  async delete(tx: Tx, id: string): Promise<void> {
    await tx.job.delete({ where: { id } });
  }
}
