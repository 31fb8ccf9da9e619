import { Inject, Injectable } from '@nestjs/common';
import type { TJobFilters } from '@hirerelay/contracts';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { JobsDatabase } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { JobExportRow } from './job-export.csv.js';
import { jobConditions } from './job-list.repository.js';

// 'Mon FMDD, YYYY' is formatDate's 'Nov 5, 2026' ('Mon' is English whatever lc_time: only the TM
// prefix would translate it); read in UTC like the app.
const SHOWN_DATE = `'Mon FMDD, YYYY'`;

/**
 * One page of the export, newest received first on (date_received, id), which the index
 * jobs_date_received_id_idx serves backwards; a page's recruiters come in the same query. The rows
 * come back as one JSON text (see `JobExportRow`): the driver then converts one value per page.
 */
export function jobExportQuery(filters: TJobFilters, after: KeysetPosition | undefined, limit: number) {
  const conditions = jobConditions({ kind: 'staff' }, filters);
  if (after) {
    conditions.push(Prisma.sql`(j.date_received, j.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    SELECT coalesce(json_agg(json_build_array(
             p.id, p.title, p.company, p.status, p.platform,
             to_char(p.date_received AT TIME ZONE 'UTC', ${Prisma.raw(SHOWN_DATE)}),
             to_char(p.date_applied AT TIME ZONE 'UTC', ${Prisma.raw(SHOWN_DATE)}),
             p.location, p.notes, p.interview_secured, p.recruiters,
             (extract(epoch FROM p.date_received) * 1000)::bigint
           ) ORDER BY p.date_received DESC, p.id DESC), '[]')::text AS rows
      FROM (SELECT j.id, j.title, j.company, j.status, j.platform, j.date_received, j.date_applied,
                   j.location, j.notes, j.interview_secured,
                   ARRAY(SELECT r.name FROM job_recruiters r WHERE r.job_id = j.id ORDER BY r.created_at, r.id)
                     AS recruiters
              FROM jobs j
             ${where}
             ORDER BY j.date_received DESC, j.id DESC
             LIMIT ${limit}) p`;
}

@Injectable()
export class JobExportRepository {
  constructor(@Inject(DATABASE) private readonly db: JobsDatabase) {}

  async page(
    filters: TJobFilters,
    after: KeysetPosition | undefined,
    limit: number,
  ): Promise<JobExportRow[]> {
    const [result] = await this.db.$queryRaw<[{ rows: string }]>(jobExportQuery(filters, after, limit));
    return JSON.parse(result.rows) as JobExportRow[];
  }
}
