import { toCsvRow } from '@hirerelay/domain';

/**
 * The most a page's text may take in the RPC reply, JSON-escaped and UTF-8 encoded: half of NATS's
 * 1 MB default max payload, so a page always fits with its envelope. One line of an export takes at
 * most a few tens of KB (the field limits of the contracts), so a page always holds at least one.
 */
export const CSV_PAGE_MAX_BYTES = 512 * 1024;

// What JSON escapes or UTF-8 writes in more than one byte: text without any is its own length.
const NOT_PLAIN_ASCII = /[^\x20-\x21\x23-\x5b\x5d-\x7e]/;

/** What `text` adds to the JSON reply: its escaped form (quotes, line breaks, control characters) in UTF-8. */
const replyBytes = (text: string): number =>
  NOT_PLAIN_ASCII.test(text) ? Buffer.byteLength(JSON.stringify(text)) - 2 : text.length;

const CRLF = '\r\n';
const CRLF_BYTES = replyBytes(CRLF);

/** A page of an export's CSV (`ZCsvPage`), with the rows it holds. */
export interface CsvPageText {
  csv: string;
  nextCursor: string | null;
  rows: number;
}

/** How a service writes its export: the header's cells, one row's line, the cursor after a row. */
export interface CsvExportFormat<Row> {
  header: readonly string[];
  line: (row: Row) => string;
  cursorAfter: (row: Row) => string;
}

/**
 * A page of an export's CSV from up to `limit + 1` rows read (the extra one says whether more
 * follow): lines while both `limit` and `maxBytes` allow, the header first when `withHeader`. The
 * cursor points after the last line written, so a page cut by its size resumes where it stopped.
 * Every export's service answers its page RPC with this; the gateway only streams the text.
 */
export function csvExportPage<Row>(
  format: CsvExportFormat<Row>,
  rows: readonly Row[],
  limit: number,
  withHeader: boolean,
  maxBytes = CSV_PAGE_MAX_BYTES,
): CsvPageText {
  const lines: string[] = [];
  let bytes = 0;
  if (withHeader) {
    lines.push(toCsvRow(format.header));
    bytes = replyBytes(lines[0]!) + CRLF_BYTES;
  }
  let taken = 0;
  for (; taken < rows.length && taken < limit; taken += 1) {
    const line = format.line(rows[taken]!);
    const size = replyBytes(line) + CRLF_BYTES;
    if (taken > 0 && bytes + size > maxBytes) break;
    lines.push(line);
    bytes += size;
  }
  const last = rows[taken - 1];
  const more = taken < rows.length && last !== undefined;
  return {
    csv: lines.length > 0 ? `${lines.join(CRLF)}${CRLF}` : '',
    nextCursor: more ? format.cursorAfter(last) : null,
    rows: taken,
  };
}
