import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  ExportJobsPageRpc,
  PAGE_LIMITS,
  type TJobActor,
  type TJobExportRow,
  type TJobFilters,
} from '@hirerelay/contracts';
import { formatDate, JOB_FIELD_PLACEHOLDER, toCsvRow } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';

export const JOBS_CSV_HEADER = [
  'ID',
  'Title',
  'Company',
  'Status',
  'Platform',
  'Date Received',
  'Date Applied',
  'Location',
  'Notes',
  'Interview Secured',
  'Recruiters',
];

/** The Recruiters cell when no recruiter has a real name yet (spec 02 §9). */
export const NOT_ASSIGNED = 'Not assigned';

/** The recruiters a line names: placeholders staff have not filled in yet are left out. */
export function recruitersCell(names: readonly string[]): string {
  const known = names.filter((name) => name.trim() !== '' && name !== JOB_FIELD_PLACEHOLDER);
  return known.length > 0 ? known.join('; ') : NOT_ASSIGNED;
}

const PAGE_SIZE = PAGE_LIMITS.jobsExport.max;

/**
 * One job as a line of the jobs export (spec 02 §9). Cells go through the shared CSV rule (RFC 4180
 * quoting, spreadsheet formulas neutralised), the same one the users export uses.
 */
export function jobsCsvLine(job: TJobExportRow): string {
  return toCsvRow([
    job.id,
    job.title,
    job.company,
    job.status,
    job.platform,
    formatDate(job.dateReceived),
    formatDate(job.dateApplied),
    job.location,
    job.notes ?? '',
    job.interviewSecured ? 'Yes' : 'No',
    recruitersCell(job.recruiters),
  ]);
}

export const jobsCsvFileName = (now = new Date()) => `jobs-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Streams the export page by page (keyset pages from jobs), so memory does not grow with the
 * number of jobs; the next page is asked for only when the socket has taken the previous one.
 * The first page is fetched before the headers go out: an early refusal is still a JSON error.
 */
@Injectable()
export class JobsCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TJobFilters, actor: TJobActor, reply: FastifyReply): Promise<FastifyReply> {
    const first = await this.rpc.request(ExportJobsPageRpc, { ...filters, actor, limit: PAGE_SIZE });
    const rpc = this.rpc;
    async function* lines() {
      yield `${toCsvRow(JOBS_CSV_HEADER)}\r\n`;
      let page = first;
      for (;;) {
        if (page.items.length > 0) yield `${page.items.map(jobsCsvLine).join('\r\n')}\r\n`;
        if (!page.nextCursor) return;
        page = await rpc.request(ExportJobsPageRpc, {
          ...filters,
          actor,
          cursor: page.nextCursor,
          limit: PAGE_SIZE,
        });
      }
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${jobsCsvFileName()}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  }
}
