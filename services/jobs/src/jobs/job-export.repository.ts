import { Inject, Injectable } from '@nestjs/common';
import type { TJobFilters } from '@hirerelay/contracts';
import type { TJobStatus } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { JobsDatabase } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import { jobConditions } from './job-list.repository.js';

/** A job as a line of the CSV export, with every recruiter's name. */
export interface JobExportRecord {
  id: string;
  title: string;
  company: string;
  status: TJobStatus;
  platform: string;
  dateReceived: Date;
  dateApplied: Date | null;
  location: string;
  notes: string | null;
  interviewSecured: boolean;
  recruiters: string[];
}

/**
 * One page of the export, newest received first on (date_received, id), which the index
 * jobs_date_received_id_idx serves backwards; a page's recruiters come in the same query.
 */
export function jobExportQuery(filters: TJobFilters, after: KeysetPosition | undefined, limit: number) {
  const conditions = jobConditions({ kind: 'staff' }, filters);
  if (after) {
    conditions.push(Prisma.sql`(j.date_received, j.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    SELECT j.id::text AS id, j.title, j.company, j.status, j.platform, j.date_received AS "dateReceived",
           j.date_applied AS "dateApplied", j.location, j.notes, j.interview_secured AS "interviewSecured",
           ARRAY(SELECT r.name FROM job_recruiters r WHERE r.job_id = j.id ORDER BY r.created_at, r.id) AS recruiters
      FROM jobs j
     ${where}
     ORDER BY j.date_received DESC, j.id DESC
     LIMIT ${limit}`;
}

@Injectable()
export class JobExportRepository {
  constructor(@Inject(DATABASE) private readonly db: JobsDatabase) {}

  page(filters: TJobFilters, after: KeysetPosition | undefined, limit: number): Promise<JobExportRecord[]> {
    return this.db.$queryRaw<JobExportRecord[]>(jobExportQuery(filters, after, limit));
  }
}
