import { Injectable } from '@nestjs/common';
import { ExportJobsCsvPageRpc, PAGE_LIMITS, type TJobActor, type TJobFilters } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { csvFileName, sendCsvPages } from '../common/http/csv-download.util.js';

const PAGE_ROWS = PAGE_LIMITS.jobsExport.max;

export const jobsCsvFileName = (now = new Date()) => csvFileName('jobs', now);

/**
 * Streams the jobs CSV that jobs renders page by page (jobs owns the export and its lines, see
 * ARCHITECTURE.md), so memory stays flat whatever the number of jobs (`sendCsvPages`).
 */
@Injectable()
export class JobsCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TJobFilters, actor: TJobActor, reply: FastifyReply): Promise<FastifyReply> {
    const request = { ...filters, actor, limit: PAGE_ROWS };
    const first = await this.rpc.request(ExportJobsCsvPageRpc, request);
    return sendCsvPages(reply, jobsCsvFileName(), first, (cursor) =>
      this.rpc.request(ExportJobsCsvPageRpc, { ...request, cursor }),
    );
  }
}
