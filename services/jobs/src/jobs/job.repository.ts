import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TJobDetailsSource, TSubmissionReceipt, TTimelineStatus } from '@hirerelay/contracts';
import type { TJobStatus } from '@hirerelay/domain';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

/** What a list row shows of a job (the list, the toggles' replies and the import's reply). */
export interface JobListRecord {
  id: string;
  userId: string;
  title: string;
  company: string;
  location: string;
  url: string;
  platform: string;
  status: TJobStatus;
  subscriptionType: string;
  dateReceived: Date;
  dueAt: Date;
  dateApplied: Date | null;
  interviewSecured: boolean;
  adminReviewed: boolean;
  detailsNeeded: boolean;
  unreadForOwner: number;
  unreadForStaff: number;
}

/** The SELECT list of a `JobListRecord` over the alias `j`. */
export const JOB_ROW_COLUMNS = `j.id::text AS id, j.user_id::text AS "userId", j.title, j.company, j.location,
           j.url, j.platform, j.status, j.subscription_type AS "subscriptionType",
           j.date_received AS "dateReceived", j.due_at AS "dueAt", j.date_applied AS "dateApplied",
           j.interview_secured AS "interviewSecured", j.admin_reviewed AS "adminReviewed",
           j.details_needed AS "detailsNeeded", j.unread_for_owner AS "unreadForOwner", j.unread_for_staff AS "unreadForStaff"`;

/** A new job as the import saves it. */
export interface NewJob {
  id: string;
  userId: string;
  title: string;
  company: string;
  location: string;
  description: string;
  status: TJobStatus;
  subscriptionType: string;
  platform: string;
  url: string;
  normalizedUrl: string;
  site: string;
  siteJobId: string;
  datePosted: string;
  jobType: string;
  salary: string;
  /** Where the details came from; `none` marks the job `details needed` for staff. */
  detailsSource: TJobDetailsSource;
  receivedAt: Date;
  /** When it is due to be applied for (the plan's service level from `receivedAt`). */
  dueAt: Date;
}

const TOGGLES = { adminReviewed: 'admin_reviewed', interviewSecured: 'interview_secured' } as const;
export type JobToggle = keyof typeof TOGGLES;

@Injectable()
export class JobRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Whether a job with this id is stored. */
  async exists(id: string): Promise<boolean> {
    return (await this.db.job.count({ where: { id } })) > 0;
  }

  /** The user's job that is the same job as a link: same normalized URL, or same site and job id. */
  async findSameJob(
    userId: string,
    link: { normalizedUrl: string; site: string; siteJobId: string },
  ): Promise<string | null> {
    const found = await this.db.job.findFirst({
      where: {
        userId,
        OR: [{ normalizedUrl: link.normalizedUrl }, { site: link.site, siteJobId: link.siteJobId }],
      },
      select: { id: true },
    });
    return found?.id ?? null;
  }

  /**
   * Saves a new job, or answers 'duplicate' when the user already has the same job (another import
   * of it committed first: the unique indexes decide, whatever the timing). Every new job is marked
   * for the fit work (`fit_pending`), whatever channel imported it.
   */
  async insert(tx: Tx, job: NewJob): Promise<'inserted' | 'duplicate'> {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type,
                        platform, url, normalized_url, site, site_job_id, date_posted, job_type, salary,
                        details_source, details_needed, fit_pending, date_received, due_at, created_at,
                        updated_at)
      VALUES (${job.id}::uuid, ${job.userId}::uuid, ${job.title}, ${job.company}, ${job.location},
              ${job.description}, ${job.status}, ${job.subscriptionType}, ${job.platform}, ${job.url},
              ${job.normalizedUrl}, ${job.site}, ${job.siteJobId}, ${job.datePosted}, ${job.jobType},
              ${job.salary}, ${job.detailsSource}, ${job.detailsSource === 'none'}, true, ${job.receivedAt},
              ${job.dueAt}, ${job.receivedAt}, ${job.receivedAt})
      ON CONFLICT DO NOTHING
      RETURNING id::text AS id`;
    return inserted.length === 1 ? 'inserted' : 'duplicate';
  }

  /** A timeline line; a submission receipt goes with the `Application submitted` entry. */
  async addTimelineEntry(
    tx: Tx,
    entry: {
      jobId: string;
      event: string;
      date: Date;
      status: TTimelineStatus;
      receipt?: TSubmissionReceipt;
    },
  ): Promise<void> {
    const { receipt, ...line } = entry;
    await tx.jobTimelineEntry.create({
      data: { id: randomUUID(), ...line, ...(receipt ? { receipt } : {}) },
    });
  }

  /** The job's resume starts as a reference to the owner's profile resume (no file of its own yet). */
  async addProfileResumeReference(tx: Tx, jobId: string): Promise<void> {
    await tx.jobDocument.create({
      data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
    });
  }

  findRowInTx(tx: Tx, id: string): Promise<JobListRecord | null> {
    return this.row(tx, id);
  }

  /** Locks the job's row for a change and says whose it is; null when no such job exists. */
  async lockOwner(tx: Tx, id: string): Promise<{ userId: string } | null> {
    const rows = await tx.$queryRaw<{ userId: string }[]>`
      SELECT user_id::text AS "userId" FROM jobs WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** Sets a flag and bumps the version of a job the caller locked (lockOwner). */
  async setFlag(
    tx: Tx,
    id: string,
    toggle: JobToggle,
    value: boolean,
  ): Promise<JobListRecord & { version: number; updatedAt: Date }> {
    const updated = await tx.$queryRaw<(JobListRecord & { version: number; updatedAt: Date })[]>`
      UPDATE jobs j SET ${Prisma.raw(TOGGLES[toggle])} = ${value}, version = version + 1, updated_at = now()
       WHERE j.id = ${id}::uuid
      RETURNING ${Prisma.raw(JOB_ROW_COLUMNS)}, j.version, j.updated_at AS "updatedAt"`;
    const [saved] = updated;
    if (!saved) throw new Error(`job ${id} vanished under its row lock`);
    return saved;
  }

  private async row(db: Tx | Database, id: string): Promise<JobListRecord | null> {
    const rows = await db.$queryRaw<JobListRecord[]>`
      SELECT ${Prisma.raw(JOB_ROW_COLUMNS)} FROM jobs j WHERE j.id = ${id}::uuid`;
    return rows[0] ?? null;
  }
}
