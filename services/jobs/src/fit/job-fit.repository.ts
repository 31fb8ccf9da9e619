import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { FitInputs } from './fit-inputs.rules.js';
import type { JobFitRecord, StoredRequirement } from './job-fit.mapper.js';

/** A pending job the fit work took, with what its fit reads. */
export interface PendingFitJob extends FitInputs {
  id: string;
}

/** What the fit read needs: the owner (the access rule), whether it is pending, the stored fit. */
export interface JobFitView {
  userId: string;
  fitPending: boolean;
  fit:
    | (Omit<JobFitRecord, 'requirements' | 'missing'> & {
        requirements: StoredRequirement[];
        missing: StoredRequirement[];
      })
    | null;
}

@Injectable()
export class JobFitRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes up to `limit` jobs marked pending, locked for the caller's transaction; rows other
   * replicas hold are skipped (`jobs_fit_pending_idx` serves the scan). With each: its description,
   * its resume document (an upload first) and the owner's profile resume text.
   */
  takePending(tx: Tx, limit: number): Promise<PendingFitJob[]> {
    return tx.$queryRaw<PendingFitJob[]>`
      SELECT j.id::text AS id, j.description,
             d.source AS "documentSource", d.text_state AS "uploadState", d.text AS "uploadText",
             p.state AS "profileState", p.text AS "profileText"
        FROM jobs j
        LEFT JOIN LATERAL (
          SELECT source, text_state, text FROM job_documents
           WHERE job_id = j.id AND type = 'resume'
           ORDER BY (source = 'upload') DESC LIMIT 1) d ON true
        LEFT JOIN profile_resume_texts p ON p.user_id = j.user_id
       WHERE j.fit_pending
       ORDER BY j.id
       LIMIT ${limit}
         FOR UPDATE OF j SKIP LOCKED`;
  }

  /** Stores the job's fit (or why it has none), its band on the row, and clears its pending mark. */
  async save(tx: Tx, jobId: string, record: JobFitRecord): Promise<void> {
    const data = {
      ...record,
      requirements: record.requirements as unknown as Prisma.InputJsonValue,
      missing: record.missing as unknown as Prisma.InputJsonValue,
    };
    await tx.jobFit.upsert({ where: { jobId }, create: { jobId, ...data }, update: data });
    await tx.$executeRaw`
      UPDATE jobs SET fit_pending = false, fit_band = ${record.state === 'ready' ? record.band : null}
       WHERE id = ${jobId}::uuid`;
  }

  /** The job's owner, pending mark and stored fit; null when no such job exists. */
  async find(jobId: string): Promise<JobFitView | null> {
    const job = await this.db.job.findUnique({
      where: { id: jobId },
      select: { userId: true, fitPending: true, fit: true },
    });
    if (!job) return null;
    const { fit } = job;
    return {
      userId: job.userId,
      fitPending: job.fitPending,
      fit: fit && {
        state: fit.state as JobFitRecord['state'],
        band: fit.band,
        score: fit.score,
        requirements: fit.requirements as unknown as StoredRequirement[],
        missing: fit.missing as unknown as StoredRequirement[],
        resumeYears: fit.resumeYears,
        resumeSource: fit.resumeSource as JobFitRecord['resumeSource'],
        version: fit.version,
        computedAt: fit.computedAt,
      },
    };
  }

  /**
   * Marks a job pending when it has no fit and is not pending: a job imported before fits existed
   * gets its fit when first read, not all at start-up. Answers whether it marked it.
   */
  async markPendingIfNone(jobId: string): Promise<boolean> {
    const marked = await this.db.$executeRaw`
      UPDATE jobs j SET fit_pending = true
       WHERE j.id = ${jobId}::uuid AND NOT j.fit_pending
         AND NOT EXISTS (SELECT 1 FROM job_fits f WHERE f.job_id = j.id)`;
    return marked > 0;
  }
}
