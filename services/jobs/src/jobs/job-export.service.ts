import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type ExportJobsPageRpc,
  type RpcReply,
  type TJobExportRow,
} from '@hirerelay/contracts';
import { keysetPage, readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import { isStaff } from './job-access.js';
import { JobExportRepository, type JobExportRecord } from './job-export.repository.js';

const toExportRow = (record: JobExportRecord): TJobExportRow => ({
  ...record,
  dateReceived: record.dateReceived.toISOString(),
  dateApplied: record.dateApplied?.toISOString() ?? null,
});

/** Staff's jobs CSV, one keyset page at a time (the gateway writes the lines). */
@Injectable()
export class JobExportService {
  constructor(private readonly exports: JobExportRepository) {}

  async page(request: RpcInput<typeof ExportJobsPageRpc>): Promise<RpcReply<typeof ExportJobsPageRpc>> {
    const { actor, cursor, limit, ...filters } = request;
    if (!isStaff(actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    const rows = await this.exports.page(filters, readKeysetCursor(cursor), limit + 1);
    const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.dateReceived, id: row.id }));
    return { items: page.map(toExportRow), nextCursor };
  }
}
