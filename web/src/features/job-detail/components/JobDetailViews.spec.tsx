import { describe, expect, it } from 'vitest';
import { renderWithProviders as render } from '../../../testing/renderWithProviders';
import { jobDetailWith } from '../testing/jobDetailWith';
import { JobFieldsView } from './JobFieldsView';
import { JobLoadProblemView } from './JobLoadProblemView';
import { TimelineTab } from './TimelineTab';

/** The text of an element, tags removed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('JobLoadProblemView', () => {
  it('shows Job Not Found with its reason and the way back to the dashboard', () => {
    const html = render(
      <JobLoadProblemView
        problem={{ view: 'not-found', message: "You don't have permission to view this job" }}
      />,
    );
    expect(html).toContain('<h1>Job Not Found</h1>');
    expect(html).toContain('You don&#x27;t have permission to view this job');
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Return to Dashboard<\/a>/);
  });

  it('shows Error Loading Job Details for any other failure', () => {
    const html = render(<JobLoadProblemView problem={{ view: 'error', message: 'Invalid job ID' }} />);
    expect(html).toContain('<h1>Error Loading Job Details</h1>');
    expect(html).toContain('Invalid job ID');
  });
});

describe('TimelineTab', () => {
  const receipt = {
    resume: { source: 'upload' as const, fileName: 'grace.pdf', uploadedAt: '2026-03-02T09:00:00.000Z' },
    coverLetter: null,
    appliedUrl: 'https://boards.greenhouse.io/globex/jobs/4242/apply',
    submittedAt: '2026-03-03T14:05:00.000Z',
    submittedBy: { userId: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Sam Staff' },
  };

  it('lists entries oldest first, each with its tone, and the submission receipt under its entry', () => {
    const html = render(
      <TimelineTab
        timeline={[
          {
            id: 'b',
            event: 'Application submitted',
            date: '2026-03-03T14:05:00.000Z',
            status: 'completed',
            receipt,
          },
          { id: 'c', event: 'Interview', date: '2026-03-09T10:00:00.000Z', status: 'other', receipt: null },
          { id: 'a', event: 'Job Saved', date: '2026-03-01T10:00:00.000Z', status: 'current', receipt: null },
        ]}
      />,
    );
    const events = [...html.matchAll(/data-tone="(\w+)".*?timeline__event">([^<]+)/g)].map(
      ([, tone, event]) => [event, tone],
    );
    expect(events).toEqual([
      ['Job Saved', 'current'],
      ['Application submitted', 'completed'],
      ['Interview', 'other'],
    ]);
    const shown = text(html);
    expect(shown).toContain('Submission receipt');
    expect(shown).toContain('Resume grace.pdf (as of Mar 2, 2026)');
    expect(shown).toContain('Cover letter None attached');
    expect(shown).toContain('Submitted Mar 3, 2026, 2:05 PM UTC');
    expect(shown).toContain('Submitted by Sam Staff');
    // The applied address is cut at 20 characters plus an ellipsis, its link whole.
    expect(html).toContain('href="https://boards.greenhouse.io/globex/jobs/4242/apply"');
    expect(shown).toContain('https://boards.green…');
  });

  it('says so when nothing happened yet', () => {
    expect(text(render(<TimelineTab timeline={[]} />))).toBe('Nothing has happened yet.');
  });
});

describe('JobFieldsView (a user’s read-only view)', () => {
  it('shows the fields as text, with no input to change them', () => {
    const html = render(<JobFieldsView job={jobDetailWith({ notes: 'Follow up Friday.' })} />);
    expect(html).not.toMatch(/<(input|textarea|select)/);
    const shown = text(html);
    expect(shown).toContain('Title Staff Data Engineer');
    expect(shown).toContain('Date received Mar 1, 2026');
    expect(shown).toContain('Follow up Friday.');
    expect(shown).toContain('No recruiters yet.');
  });

  it('cuts long URLs at 20 characters plus an ellipsis and links the whole address', () => {
    const html = render(<JobFieldsView job={jobDetailWith()} />);
    expect(html).toMatch(
      /href="https:\/\/boards\.greenhouse\.io\/globex\/jobs\/4242"[^>]*>https:\/\/boards\.green…</,
    );
  });

  it('shows recruiters with Unknown names as stored, and their contact links', () => {
    const html = render(
      <JobFieldsView
        job={jobDetailWith({
          recruiters: [
            {
              id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
              name: 'Unknown',
              profileUrl: null,
              email: 'r@example.com',
              phone: null,
            },
          ],
        })}
      />,
    );
    expect(text(html)).toContain('Unknown');
    expect(html).toContain('href="mailto:r@example.com"');
  });
});
