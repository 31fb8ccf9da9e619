import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  ExportJobsCsvPageRpc,
  JOBS_CSV_MAX_AHEAD,
  PAGE_LIMITS,
  type TJobActor,
  type TJobFilters,
  type TJobsCsvPage,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';

const PAGE_ROWS = PAGE_LIMITS.jobsExport.max;

/** Stretches asked for while the current one is written: jobs reads one while it writes the other. */
export const STRETCHES_IN_FLIGHT = 2;

export const jobsCsvFileName = (now = new Date()) => `jobs-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Rows after `from`, down to `until` included; an open stretch (no `until`) goes on to the end, and
 * its page maps out the stretches that follow it (`ahead`).
 */
export interface CsvStretch {
  from: string;
  until: string | undefined;
}

/** Asks jobs for the first page of a stretch, or for the rest of one after `from`. */
export type AskCsvPage = (stretch: CsvStretch) => Promise<TJobsCsvPage>;

/** The stretches an open stretch's page maps out: between its end and each position ahead, then open. */
function stretchesAfter(page: TJobsCsvPage): CsvStretch[] {
  if (!page.nextCursor) return [];
  const points = [page.nextCursor, ...page.ahead];
  return points.map((from, index) => ({ from, until: points[index + 1] }));
}

/**
 * The export's text, page after page in order. Stretches of rows are mapped out ahead by jobs, so
 * up to `STRETCHES_IN_FLIGHT` of them are asked for while the current one is written (the rest of a
 * stretch cut short by its size follows in order, asked for one page ahead). Nothing more is asked
 * once `stopped()` says the download is over (the client went away). Memory stays bounded by the
 * pages in flight, whatever the number of rows.
 */
export async function* csvPages(
  first: TJobsCsvPage,
  ask: AskCsvPage,
  stopped: () => boolean,
): AsyncGenerator<string> {
  const waiting = stretchesAfter(first);
  const inFlight: { stretch: CsvStretch; page: Promise<TJobsCsvPage> }[] = [];
  const send = (stretch: CsvStretch) => {
    const page = ask(stretch);
    // A download closed meanwhile never awaits it: its failure must not become an unhandled rejection.
    page.catch(() => undefined);
    return page;
  };
  const fill = () => {
    while (inFlight.length < STRETCHES_IN_FLIGHT && waiting.length > 0 && !stopped()) {
      const stretch = waiting.shift()!;
      inFlight.push({ stretch, page: send(stretch) });
    }
  };
  if (first.csv !== '') yield first.csv;
  fill();
  for (let current = inFlight.shift(); current && !stopped(); current = inFlight.shift()) {
    const { stretch } = current;
    let page = await current.page;
    // An open stretch's page maps out what follows it: those are the next stretches.
    if (stretch.until === undefined) waiting.push(...stretchesAfter(page));
    fill();
    for (;;) {
      const { until } = stretch;
      const rest =
        until !== undefined && page.nextCursor && !stopped()
          ? send({ from: page.nextCursor, until })
          : undefined;
      if (page.csv !== '') yield page.csv;
      if (!rest || stopped()) break;
      page = await rest;
    }
  }
}

/**
 * Streams the jobs CSV that jobs renders page by page (jobs owns the export and its lines, see
 * ARCHITECTURE.md), so memory stays flat whatever the number of jobs. The first page is fetched
 * before the headers go out, so an early refusal (not staff, a bad filter) is still a JSON error.
 */
@Injectable()
export class JobsCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TJobFilters, actor: TJobActor, reply: FastifyReply): Promise<FastifyReply> {
    const request = { ...filters, actor, limit: PAGE_ROWS };
    const first = await this.rpc.request(ExportJobsCsvPageRpc, { ...request, ahead: JOBS_CSV_MAX_AHEAD });
    let closed = false;
    const ask: AskCsvPage = ({ from, until }) =>
      this.rpc.request(
        ExportJobsCsvPageRpc,
        until === undefined
          ? { ...request, cursor: from, ahead: JOBS_CSV_MAX_AHEAD }
          : { ...request, cursor: from, until, ahead: 0 },
      );
    // One page (a string) at a time in the stream's own buffer, besides the pages in flight.
    const body = Readable.from(
      csvPages(first, ask, () => closed),
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
