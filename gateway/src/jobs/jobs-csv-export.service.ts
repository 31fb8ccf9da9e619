import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  ExportJobsCsvPageRpc,
  PAGE_LIMITS,
  type TJobActor,
  type TJobFilters,
  type TJobsCsvPage,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';

const PAGE_ROWS = PAGE_LIMITS.jobsExport.max;

export const jobsCsvFileName = (now = new Date()) => `jobs-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The export's text, page after page, asking for the next page while the current one is written
 * (one request ahead, never more: jobs reads the next rows while the socket drains these). Stops
 * asking once `stopped()` says the download is over (the client went away).
 */
export async function* csvPages(
  first: TJobsCsvPage,
  nextPage: (cursor: string) => Promise<TJobsCsvPage>,
  stopped: () => boolean,
): AsyncGenerator<string> {
  let page = first;
  for (;;) {
    const ahead = page.nextCursor && !stopped() ? nextPage(page.nextCursor) : undefined;
    // A download closed meanwhile never awaits it: its failure must not become an unhandled rejection.
    ahead?.catch(() => undefined);
    if (page.csv !== '') yield page.csv;
    if (!ahead || stopped()) return;
    page = await ahead;
  }
}

/**
 * Streams the jobs CSV that jobs renders page by page (jobs owns the export and its lines, see
 * ARCHITECTURE.md), so memory stays flat whatever the number of jobs: at most the page being
 * written, the one the stream holds and the one asked for. The first page is fetched before the
 * headers go out, so an early refusal (not staff, a bad filter) is still a JSON error.
 */
@Injectable()
export class JobsCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TJobFilters, actor: TJobActor, reply: FastifyReply): Promise<FastifyReply> {
    const page = (cursor?: string) =>
      this.rpc.request(ExportJobsCsvPageRpc, {
        ...filters,
        actor,
        limit: PAGE_ROWS,
        ...(cursor ? { cursor } : {}),
      });
    const first = await page();
    let closed = false;
    // One page (a string) at a time in the stream's own buffer: the page ahead is the only other one.
    const body = Readable.from(
      csvPages(first, page, () => closed),
      { highWaterMark: 1 },
    );
    // Fastify destroys the body when the client goes away: no further page is asked for.
    body.once('close', () => {
      closed = true;
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${jobsCsvFileName()}"`)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
