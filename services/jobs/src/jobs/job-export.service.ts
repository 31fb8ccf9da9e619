import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  type ExportJobsCsvPageRpc,
  type RpcReply,
  type TJobFilters,
} from '@hirerelay/contracts';
import { encodeKeysetCursor, readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import { isStaff } from './job-access.rules.js';
import { csvPage, type JobExportRow } from './jobs-csv.mapper.js';
import { JobExportRepository } from './job-export.repository.js';

/** How long a page read ahead waits for the request that asks for it before it is dropped. */
const READ_AHEAD_TTL_MS = 30_000;
/** At most this many pages read ahead are held at once (one per export being downloaded). */
const READ_AHEAD_MAX = 8;

interface ReadAhead {
  rows: Promise<JobExportRow[]>;
  timer: NodeJS.Timeout;
}

const readAheadKey = (filters: TJobFilters, cursor: string, limit: number) =>
  JSON.stringify([filters, cursor, limit]);

/**
 * Staff's jobs CSV, one keyset page of finished lines at a time (the gateway only streams them,
 * asking for the next page while it writes this one). Once a page's rows are read, the next page's
 * are read ahead while this one is written and travels, so the database and the two processes work
 * at the same time; the request for that page (the cursor after a full page) takes them. A page read
 * ahead and never asked for (the download stopped, or the next request went to another replica,
 * which simply reads it) is dropped after a while.
 */
@Injectable()
export class JobExportService implements OnModuleDestroy {
  private readonly readAheads = new Map<string, ReadAhead>();

  constructor(private readonly exports: JobExportRepository) {}

  async page(request: RpcInput<typeof ExportJobsCsvPageRpc>): Promise<RpcReply<typeof ExportJobsCsvPageRpc>> {
    const { actor, cursor, limit, ...filters } = request;
    if (!isStaff(actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
    const after = readKeysetCursor(cursor);
    const rows = await (this.takeReadAhead(filters, cursor, limit) ??
      this.exports.page({ filters, after, limit: limit + 1 }));
    // The next page starts after this page's last row, unless the page is cut short by its size
    // (then the read-ahead is dropped, and the next page is read when asked).
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    const ahead = last ? encodeKeysetCursor({ at: new Date(last[11]), id: last[0] }) : undefined;
    if (ahead) this.readAhead(filters, ahead, limit);
    const { csv, nextCursor } = csvPage(rows, limit, cursor === undefined);
    if (ahead && nextCursor !== ahead) this.takeReadAhead(filters, ahead, limit);
    return { csv, nextCursor };
  }

  onModuleDestroy(): void {
    for (const { timer } of this.readAheads.values()) clearTimeout(timer);
    this.readAheads.clear();
  }

  private takeReadAhead(filters: TJobFilters, cursor: string | undefined, limit: number) {
    if (cursor === undefined) return undefined;
    const key = readAheadKey(filters, cursor, limit);
    const found = this.readAheads.get(key);
    if (!found) return undefined;
    clearTimeout(found.timer);
    this.readAheads.delete(key);
    return found.rows;
  }

  private readAhead(filters: TJobFilters, cursor: string, limit: number): void {
    const key = readAheadKey(filters, cursor, limit);
    if (this.readAheads.has(key)) return;
    const oldest = this.readAheads.keys().next();
    if (this.readAheads.size >= READ_AHEAD_MAX && !oldest.done) {
      clearTimeout(this.readAheads.get(oldest.value)!.timer);
      this.readAheads.delete(oldest.value);
    }
    const rows = this.exports.page({ filters, after: readKeysetCursor(cursor), limit: limit + 1 });
    // Never asked for, its failure must not become an unhandled rejection; asked for, it fails then.
    rows.catch(() => undefined);
    const timer = setTimeout(() => this.readAheads.delete(key), READ_AHEAD_TTL_MS);
    timer.unref();
    this.readAheads.set(key, { rows, timer });
  }
}
