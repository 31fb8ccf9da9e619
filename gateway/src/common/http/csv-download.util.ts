import { Readable } from 'node:stream';
import type { TCsvPage } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';

/** Asks the owning service for the page after `cursor`. */
export type NextCsvPage = (cursor: string) => Promise<TCsvPage>;

/**
 * The export's text, page after page in order: the next page is asked for as soon as the current
 * one is in hand, so the owning service reads and writes it while the socket takes this one (one
 * page prefetched, never more). Nothing more is asked once `stopped()` says the download is over
 * (the client went away). Memory stays bounded by two pages, whatever the number of rows.
 */
export async function* csvPages(
  first: TCsvPage,
  next: NextCsvPage,
  stopped: () => boolean,
): AsyncGenerator<string> {
  let page = first;
  for (;;) {
    const cursor = page.nextCursor;
    const ahead = cursor && !stopped() ? next(cursor) : undefined;
    // A download closed meanwhile never awaits it: its failure must not become an unhandled rejection.
    ahead?.catch(() => undefined);
    if (page.csv !== '') yield page.csv;
    if (!ahead || stopped()) return;
    page = await ahead;
  }
}

export const csvFileName = (kind: string, now = new Date()) =>
  `${kind}-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Every CSV export of the gateway: the owning service writes the lines (`ZCsvPage`), the gateway
 * streams them to the reply with backpressure (the generator is pulled only as the socket drains).
 * The first page is asked for by the caller before the headers go out, so an early refusal (not
 * staff, a bad filter) is still a JSON error.
 */
export function sendCsvPages(
  reply: FastifyReply,
  fileName: string,
  first: TCsvPage,
  next: NextCsvPage,
): FastifyReply {
  let closed = false;
  // One page (a string) at a time in the stream's own buffer, besides the page asked for ahead.
  const body = Readable.from(
    csvPages(first, next, () => closed),
    { highWaterMark: 1 },
  );
  // Fastify destroys the body when the client goes away: no further page is asked for.
  body.once('close', () => {
    closed = true;
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
