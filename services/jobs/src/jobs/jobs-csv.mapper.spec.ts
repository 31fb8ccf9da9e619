import { decodeKeysetCursor } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import {
  csvPage,
  JOBS_CSV_HEADER,
  jobsCsvLine,
  recruitersCell,
  type JobExportRow,
} from './jobs-csv.mapper.js';

const RECEIVED = Date.UTC(2026, 10, 5, 10);

const job = (overrides: Partial<Record<'id' | 'title' | 'notes' | 'company', string>> = {}): JobExportRow => [
  overrides.id ?? '7d3b6a52-3a5e-4f0e-9a51-2f4f5f1d0c11',
  overrides.title ?? 'Engineer',
  overrides.company ?? 'Acme',
  'Applied',
  'LinkedIn',
  'Nov 5, 2026',
  null,
  'Remote',
  overrides.notes ?? null,
  false,
  [],
  RECEIVED,
];

const idOf = (n: number) => `7d3b6a52-3a5e-4f0e-9a51-${String(n).padStart(12, '0')}`;

describe('the jobs CSV', () => {
  it('has the spec’s columns', () => {
    expect(JOBS_CSV_HEADER).toEqual([
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
    ]);
  });

  it('writes a job as one line', () => {
    const row = job();
    row[6] = 'Nov 7, 2026';
    row[9] = true;
    expect(jobsCsvLine(row)).toBe(
      '7d3b6a52-3a5e-4f0e-9a51-2f4f5f1d0c11,Engineer,Acme,Applied,LinkedIn,"Nov 5, 2026","Nov 7, 2026",Remote,,Yes,Not assigned',
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and neutralises formulas like the users CSV', () => {
    const line = jobsCsvLine(
      job({ title: 'Dev, "Senior"', notes: 'line one\nline two', company: '=HYPERLINK("x")' }),
    );
    expect(line).toContain(',"Dev, ""Senior""",');
    expect(line).toContain(',"\'=HYPERLINK(""x"")",');
    expect(line).toContain(',"line one\nline two",');
  });

  it('lists recruiters by name, leaving out placeholders, or reads Not assigned', () => {
    expect(recruitersCell([])).toBe('Not assigned');
    expect(recruitersCell(['Waiting for admin input', ' '])).toBe('Not assigned');
    expect(recruitersCell(['Ada Lovelace', 'Waiting for admin input', 'Alan Turing'])).toBe(
      'Ada Lovelace; Alan Turing',
    );
  });
});

describe('a page of the jobs CSV', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, n) => job({ id: idOf(n) }));
  const lines = (csv: string) => csv.split('\r\n').slice(0, -1);

  it('starts with the header on the first page only, every line ending in CRLF', () => {
    const first = csvPage(rows(2), 5, true);
    expect(lines(first.csv)).toEqual([
      expect.stringMatching(/^ID,Title,/),
      jobsCsvLine(rows(1)[0]!),
      expect.any(String),
    ]);
    expect(first.csv.endsWith('\r\n')).toBe(true);
    expect(first.nextCursor).toBeNull();
    expect(lines(csvPage(rows(2), 5, false).csv)).toHaveLength(2);
  });

  it('is the header alone when no job matches', () => {
    expect(csvPage([], 5, true)).toEqual({
      csv: `${JOBS_CSV_HEADER.join(',')}\r\n`,
      nextCursor: null,
      rows: 0,
    });
  });

  it('holds `limit` rows and points after the last one when more were read', () => {
    const page = csvPage(rows(4), 3, false);
    expect(lines(page.csv).map((line) => line.slice(0, 36))).toEqual([idOf(0), idOf(1), idOf(2)]);
    expect(decodeKeysetCursor(page.nextCursor!)).toEqual({ at: new Date(RECEIVED), id: idOf(2) });
  });

  it('stops early when the next line would pass its size in the reply, escapes counted, and resumes there', () => {
    // Each note is 1,000 quotes: 2,000 in the CSV, 4,000 bytes once JSON-escaped in the reply.
    const heavy = Array.from({ length: 10 }, (_, n) => job({ id: idOf(n), notes: '"'.repeat(1000) }));
    const page = csvPage(heavy, 10, false, 10_000);
    expect(lines(page.csv)).toHaveLength(2);
    expect(Buffer.byteLength(JSON.stringify(page.csv))).toBeLessThanOrEqual(10_000);
    expect(decodeKeysetCursor(page.nextCursor!)?.id).toBe(idOf(1));
  });

  it('always holds at least one line, however large', () => {
    const page = csvPage([job({ notes: 'x'.repeat(5000) }), job({ id: idOf(1) })], 10, false, 100);
    expect(lines(page.csv)).toHaveLength(1);
    expect(decodeKeysetCursor(page.nextCursor!)?.id).toBe(job()[0]);
  });
});
