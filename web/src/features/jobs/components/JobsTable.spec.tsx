import { formatDateTime } from '../../../lib/dates';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { describe, expect, it } from 'vitest';
import { exampleJob } from '../exampleJob';
import type { TJobRow } from '../jobTypes';
import type { TJobSort } from '../jobsView';
import { JobsTable } from './JobsTable';

const job = (overrides: Partial<TJobRow> = {}): TJobRow => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId: 'f9e8d7c6-0000-4000-8000-000000000002',
  title: 'Platform Engineer',
  company: 'Acme Corp',
  location: 'Berlin',
  url: 'https://boards.greenhouse.io/acme/jobs/4012345',
  platform: 'Greenhouse',
  status: 'Saved',
  subscriptionType: 'Professional',
  dateReceived: '2026-11-20T09:30:00.000Z',
  dueAt: '2026-11-22T09:30:00.000Z',
  dateApplied: null,
  interviewSecured: false,
  adminReviewed: false,
  detailsNeeded: false,
  unreadMessages: 0,
  ...overrides,
});

function render(rows: TJobRow[], options: { staff?: boolean; example?: boolean; sort?: TJobSort } = {}) {
  return renderWithProviders(
    <JobsTable
      rows={rows}
      labelledBy="jobs"
      staff={options.staff ?? false}
      sort={options.sort ?? null}
      onSort={() => {}}
      example={options.example}
    />,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const headers = (html: string) =>
  [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1] ?? '').trim());

describe('the jobs table', () => {
  it('shows a user the seven sortable columns and Actions, the id cut to 6 characters', () => {
    const html = render([job()]);
    expect(headers(html)).toEqual([
      'ID',
      'Job',
      'Company',
      'Status',
      'Platform',
      'Date Received',
      'Date Applied',
      'Actions',
    ]);
    // A Saved job tells its owner when we aim to apply.
    expect(text(html)).toContain(
      ` a1b2c3 Platform Engineer Acme Corp Saved We aim to apply by ${formatDateTime('2026-11-22T09:30:00.000Z')} Greenhouse Nov 20, 2026 — `,
    );
    expect(html).toContain('href="https://boards.greenhouse.io/acme/jobs/4012345"');
    expect(html).toContain('href="/dashboard/jobs/a1b2c3d4-0000-4000-8000-000000000001"');
  });

  it('marks a job nothing could be read for as details needed (the row carries it for staff only)', () => {
    expect(render([job({ detailsNeeded: true })], { staff: true })).toContain('details needed');
    expect(render([job()], { staff: true })).not.toContain('details needed');
  });

  it("gives staff Done, the owner's name, e-mail and short id linking to the user, and Interview Secured", () => {
    const html = render(
      [
        job({
          adminReviewed: true,
          interviewSecured: true,
          owner: { fullName: 'Ann Example', email: 'ann@example.com' },
        }),
      ],
      { staff: true },
    );
    expect(headers(html)).toEqual([
      'Done',
      'ID',
      'User',
      'Job',
      'Company',
      'Status',
      'Platform',
      'Date Received',
      'Date Applied',
      'Interview Secured',
      'Actions',
    ]);
    expect(text(html)).toContain(' a1b2c3 Ann Example ann@example.com f9e8d7 ');
    expect(html).toMatch(
      /<a[^>]*href="\/dashboard\/subscription\/users\/f9e8d7c6-0000-4000-8000-000000000002"[^>]*>Ann Example<\/a>/,
    );
    expect(html.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
  });

  it('shows the short user id, still linking to the user, when the owner is unknown', () => {
    const html = render([job({ owner: null })], { staff: true });
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/subscription\/users\/f9e8[^"]*"[^>]*>f9e8d7<\/a>/);
  });

  it('marks the sorted column for assistive technology', () => {
    const html = render([job()], { sort: { column: 'company', direction: 'asc' } });
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><button[^>]*>Company/);
    expect(html).toMatch(/<th scope="col" aria-sort="none"><button[^>]*>Job/);
  });

  it('shows the example job marked, with no link to open', () => {
    const html = render([exampleJob(new Date('2026-11-23T08:00:00Z'))], { example: true });
    expect(text(html)).toContain(
      ' 1 Software Engineer (Example Job) Example Company Saved LinkedIn Nov 23, 2026 ',
    );
    expect(html).not.toContain('/dashboard/jobs/');
    expect(html).toContain('data-clickable="false"');
  });

  it('does not link a stored address that is not a web link', () => {
    const html = render([job({ url: 'javascript:alert(1)' })]);
    expect(html).not.toContain('javascript:');
  });
});
