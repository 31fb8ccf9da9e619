import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type ExportJobsCsvPageRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import { isStaff } from './job-access.js';
import { csvPage } from './job-export.csv.js';
import { JobExportRepository } from './job-export.repository.js';

/** Staff's jobs CSV, one keyset page of finished lines at a time (the gateway only streams them). */
@Injectable()
export class JobExportService {
  constructor(private readonly exports: JobExportRepository) {}

  async page(request: RpcInput<typeof ExportJobsCsvPageRpc>): Promise<RpcReply<typeof ExportJobsCsvPageRpc>> {
    const { actor, cursor, limit, ...filters } = request;
    if (!isStaff(actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    const rows = await this.exports.page(filters, readKeysetCursor(cursor), limit + 1);
    return csvPage(rows, limit, cursor === undefined);
  }
}
