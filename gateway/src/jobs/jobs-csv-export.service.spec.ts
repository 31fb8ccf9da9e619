import type { TJobExportRow } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { JOBS_CSV_HEADER, jobsCsvFileName, jobsCsvLine, recruitersCell } from './jobs-csv-export.service.js';

const job = (overrides: Partial<TJobExportRow> = {}): TJobExportRow => ({
  id: '7d3b6a52-3a5e-4f0e-9a51-2f4f5f1d0c11',
  title: 'Engineer',
  company: 'Acme',
  status: 'Applied',
  platform: 'LinkedIn',
  dateReceived: '2026-11-05T10:00:00.000Z',
  dateApplied: null,
  location: 'Remote',
  notes: null,
  interviewSecured: false,
  recruiters: [],
  ...overrides,
});

describe('the jobs CSV (spec 02 §9)', () => {
  it('has the spec’s columns and file name', () => {
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
    expect(jobsCsvFileName(new Date('2026-11-23T09:00:00Z'))).toBe('jobs-export-2026-11-23.csv');
  });

  it('writes a job as one line, dates as the app shows them', () => {
    expect(jobsCsvLine(job({ dateApplied: '2026-11-07T10:00:00.000Z', interviewSecured: true }))).toBe(
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
