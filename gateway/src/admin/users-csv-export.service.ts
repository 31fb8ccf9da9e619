import { Injectable } from '@nestjs/common';
import { ExportUsersCsvPageRpc, PAGE_LIMITS, type TAdminUserFilters } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { csvFileName, sendCsvPages } from '../common/http/csv-download.util.js';

const PAGE_ROWS = PAGE_LIMITS.usersExport.max;

export const usersCsvFileName = (now = new Date()) => csvFileName('users', now);

/**
 * Streams the users CSV that identity renders page by page (identity owns the users and writes the
 * lines), so memory stays flat whatever the number of users (`sendCsvPages`).
 */
@Injectable()
export class UsersCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TAdminUserFilters, actorId: string, reply: FastifyReply): Promise<FastifyReply> {
    const request = { ...filters, actorId, limit: PAGE_ROWS };
    const first = await this.rpc.request(ExportUsersCsvPageRpc, request);
    return sendCsvPages(reply, usersCsvFileName(), first, (cursor) =>
      this.rpc.request(ExportUsersCsvPageRpc, { ...request, cursor }),
    );
  }
}
