import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  INVALID_CURSOR,
  INVALID_REQUEST_MESSAGE,
  JobsMessages,
  type ExportJobsCsvPageRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  readKeysetCursor,
  type RpcInput,
} from '@hirerelay/nest-common';
import { isStaff } from './job-access.js';
import { csvPage } from './job-export.csv.js';
import { JobExportRepository } from './job-export.repository.js';

function readUntil(text: string | undefined) {
  if (text === undefined) return undefined;
  const until = decodeKeysetCursor(text);
  if (!until) throw new AppError(ErrorCode.Validation, INVALID_REQUEST_MESSAGE, { until: INVALID_CURSOR });
  return until;
}

/**
 * Staff's jobs CSV, one keyset page of finished lines at a time (the gateway only streams them).
 * Asked for, a page also maps out the next stretches of `limit` rows (`ahead`), which the gateway
 * then asks for two at a time: the database reads one while jobs writes the other's lines.
 */
@Injectable()
export class JobExportService {
  constructor(private readonly exports: JobExportRepository) {}

  async page(request: RpcInput<typeof ExportJobsCsvPageRpc>): Promise<RpcReply<typeof ExportJobsCsvPageRpc>> {
    const { actor, cursor, until, ahead, limit, ...filters } = request;
    if (!isStaff(actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    const after = readKeysetCursor(cursor);
    const end = readUntil(until);
    // Marks only for an open stretch: a bounded one was mapped out already. One more than asked,
    // as the first falls on this page's end when the page is not cut short by its size.
    const marks = end || ahead === 0 ? 0 : ahead + 1;
    const read = await this.exports.page({
      filters,
      after,
      until: end,
      limit: limit + 1,
      marks,
      step: limit,
    });
    const page = csvPage(read.rows, limit, cursor === undefined);
    const beyond = page.nextCursor
      ? read.marks.filter((_, index) => (index + 1) * limit > page.rows).slice(0, ahead)
      : [];
    return {
      csv: page.csv,
      nextCursor: page.nextCursor,
      ahead: beyond.map(([at, id]) => encodeKeysetCursor({ at: new Date(at), id })),
    };
  }
}
