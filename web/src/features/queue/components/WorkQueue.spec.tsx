import { describe, expect, it } from 'vitest';
import { authKeys } from '../../auth/queryKeys';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { jobKeys } from '../../jobs/queryKeys';
import type { TQueuePage, TQueueRow } from '../queueTypes';
import { queueQueryOf, queueViewOf } from '../queueView';
import { WorkQueue } from './WorkQueue';

const row = (id: string, title: string, fitBand: TQueueRow['fitBand']): TQueueRow => ({
  id,
  userId: '5b1f0f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  title,
  company: 'Globex',
  status: 'Saved',
  subscriptionType: 'Professional',
  dateReceived: '2026-11-28T01:00:00.000Z',
  dueAt: '2026-11-30T01:00:00.000Z',
  queueAt: '2026-11-30T01:00:00.000Z',
  overdue: false,
  waitingSince: null,
  detailsNeeded: false,
  unreadMessages: 0,
  assigneeId: null,
  fitBand,
  owner: { fullName: 'Grace Hopper', email: 'grace@example.com' },
  assignee: null,
});

/** The queue with its first page already loaded. */
function render(items: TQueueRow[]) {
  const page: TQueuePage = { items, nextCursor: null };
  return renderWithProviders(<WorkQueue />, {
    data: [
      [
        jobKeys.queue(queueQueryOf(queueViewOf(new URLSearchParams()))),
        { pages: [page], pageParams: [undefined] },
      ],
      [authKeys.me, null],
    ],
  });
}

describe('WorkQueue', () => {
  it("shows each job's fit band in a Fit column, and a dash while it has none", () => {
    const html = render([
      row('0e6d2c1a-7b8c-4d9e-8f0a-1b2c3d4e5f60', 'Data Engineer', 'Strong'),
      row('1f7e3d2b-8c9d-4e0f-9a1b-2c3d4e5f6071', 'Nurse', null),
    ]);
    expect(html).toMatch(/<th scope="col">Fit<\/th>/);
    expect(html).toMatch(
      /<td class="work-queue__fit" data-label="Fit"><span class="status-pill" data-tone="success">Strong<\/span><\/td>/,
    );
    expect(html).toMatch(
      /<td class="work-queue__fit" data-label="Fit"><span aria-label="No fit yet">—<\/span><\/td>/,
    );
  });
});
