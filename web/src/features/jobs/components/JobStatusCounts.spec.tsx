import { JOB_STATUSES } from '@hirerelay/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '../../../lib/api/replies';
import type { JobFilters } from '../jobsView';
import { JobStatusCounts } from './JobStatusCounts';

type TJobStatusCounts = ApiReply<'/api/jobs/status-counts', 'get'>;

let reply: TJobStatusCounts | undefined;
vi.mock('../hooks/useJobStatusCounts', () => ({ useJobStatusCounts: () => ({ data: reply }) }));

const FILTERS: JobFilters = {
  jobId: '',
  status: '',
  platform: '',
  receivedFrom: '',
  search: 'engineer',
  detailsNeeded: false,
  userId: '',
};

/** Each chip's text ("Saved 412+"), in order. */
function chips(counts: TJobStatusCounts): string[] {
  reply = counts;
  const html = renderToStaticMarkup(<JobStatusCounts filters={FILTERS} onStatus={() => {}} />);
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const counts = (values: number[]) =>
  JOB_STATUSES.map((status, index) => ({ status, count: values[index] ?? 0 }));

describe('the counts bar above the jobs list', () => {
  it('shows exact counts as they are', () => {
    expect(chips({ total: 1234, capped: false, counts: counts([1200, 34]) }).slice(0, 3)).toEqual([
      'All 1,234',
      'Saved 1,200',
      'Applied 34',
    ]);
  });

  it('says "at least" with a + when the server stopped counting at its cap', () => {
    const shown = chips({ total: 1000, capped: true, counts: counts([588, 412]) });
    expect(shown.slice(0, 3)).toEqual(['All 1,000+', 'Saved 588+', 'Applied 412+']);
    expect(shown.at(-1)).toBe('Withdrawn 0+');
  });
});
