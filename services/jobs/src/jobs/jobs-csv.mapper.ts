import { JOB_FIELD_PLACEHOLDER, toCsvRow } from '@hirerelay/domain';
import {
  CSV_PAGE_MAX_BYTES,
  csvExportPage,
  encodeKeysetCursor,
  type CsvExportFormat,
  type CsvPageText,
} from '@hirerelay/nest-common';

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

/** The Recruiters cell when no recruiter has a real name yet. */
export const NOT_ASSIGNED = 'Not assigned';

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
 * One job as a line of the jobs export, without its line break. Cells go through the
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

const JOBS_CSV_FORMAT: CsvExportFormat<JobExportRow> = {
  header: JOBS_CSV_HEADER,
  line: jobsCsvLine,
  cursorAfter: (row) => encodeKeysetCursor({ at: new Date(row[11]), id: row[0] }),
};

/**
 * A page of the jobs CSV from up to `limit + 1` rows read (the extra one says whether more follow):
 * the shared page rule of every export (`csvExportPage`), the header first when `withHeader`.
 */
export function csvPage(
  rows: readonly JobExportRow[],
  limit: number,
  withHeader: boolean,
  maxBytes = CSV_PAGE_MAX_BYTES,
): CsvPageText {
  return csvExportPage(JOBS_CSV_FORMAT, rows, limit, withHeader, maxBytes);
}
