import { JOB_FIELD_PLACEHOLDER, toCsvRow } from '@hirerelay/domain';
import { encodeKeysetCursor } from '@hirerelay/nest-common';

export const JOBS_CSV_HEADER = [
  'ID',
  'Title',
  'Company',
  'Status',
  'Platform',
  'Date Received',
  'Date Applied',
  'Location',
  'Notes',
  'Interview Secured',
  'Recruiters',
];

/** The Recruiters cell when no recruiter has a real name yet (spec 02 §9). */
export const NOT_ASSIGNED = 'Not assigned';

/**
 * The most a page's text may take in the RPC reply, JSON-escaped and UTF-8 encoded: half of NATS's
 * 1 MB default max payload, so a page always fits with its envelope. One line takes at most a few
 * tens of KB (the field limits of the contracts), so a page always holds at least one.
 */
export const CSV_PAGE_MAX_BYTES = 512 * 1024;

/**
 * One job of the export as the query reads it, a JSON array (the page comes as one JSON text, so
 * the driver converts one value per page, not eleven per row): the cells in the CSV's order, the
 * dates already written as the app shows them ('Nov 5, 2026', UTC), then `receivedAtMs`, where the
 * next page starts.
 */
export type JobExportRow = [
  id: string,
  title: string,
  company: string,
  status: string,
  platform: string,
  dateReceived: string,
  dateApplied: string | null,
  location: string,
  notes: string | null,
  interviewSecured: boolean,
  recruiters: string[],
  receivedAtMs: number,
];

/** The recruiters a line names: placeholders staff have not filled in yet are left out. */
export function recruitersCell(names: readonly string[]): string {
  const known = names.filter((name) => name.trim() !== '' && name !== JOB_FIELD_PLACEHOLDER);
  return known.length > 0 ? known.join('; ') : NOT_ASSIGNED;
}

/**
 * One job as a line of the jobs export (spec 02 §9), without its line break. Cells go through the
 * shared CSV rule (RFC 4180 quoting, spreadsheet formulas neutralised), the same as the users export.
 */
export function jobsCsvLine(row: JobExportRow): string {
  const [id, title, company, status, platform, received, applied, location, notes, interview, recruiters] =
    row;
  return toCsvRow([
    id,
    title,
    company,
    status,
    platform,
    received,
    applied ?? '',
    location,
    notes ?? '',
    interview ? 'Yes' : 'No',
    recruitersCell(recruiters),
  ]);
}

/** What `text` adds to the JSON reply: its escaped form (quotes, line breaks, control characters) in UTF-8. */
const replyBytes = (text: string): number => Buffer.byteLength(JSON.stringify(text)) - 2;

const CRLF = '\r\n';
const CRLF_BYTES = replyBytes(CRLF);

/** A page's text and where the rest of its stretch starts (see `ZJobsCsvPage`), with the rows it holds. */
export interface CsvPageText {
  csv: string;
  nextCursor: string | null;
  rows: number;
}

/**
 * A page of the CSV from up to `limit + 1` rows read (the extra one says whether more follow):
 * lines while both `limit` and `maxBytes` allow, the header first when `withHeader`. The cursor
 * points after the last line written, so a page cut by its size resumes where it stopped.
 */
export function csvPage(
  rows: readonly JobExportRow[],
  limit: number,
  withHeader: boolean,
  maxBytes = CSV_PAGE_MAX_BYTES,
): CsvPageText {
  const lines: string[] = [];
  let bytes = 0;
  if (withHeader) {
    lines.push(toCsvRow(JOBS_CSV_HEADER));
    bytes = replyBytes(lines[0]!) + CRLF_BYTES;
  }
  let taken = 0;
  for (; taken < rows.length && taken < limit; taken += 1) {
    const line = jobsCsvLine(rows[taken]!);
    const size = replyBytes(line) + CRLF_BYTES;
    if (taken > 0 && bytes + size > maxBytes) break;
    lines.push(line);
    bytes += size;
  }
  const last = rows[taken - 1];
  const more = taken < rows.length && last !== undefined;
  return {
    csv: lines.length > 0 ? `${lines.join(CRLF)}${CRLF}` : '',
    nextCursor: more ? encodeKeysetCursor({ at: new Date(last[11]), id: last[0] }) : null,
    rows: taken,
  };
}
