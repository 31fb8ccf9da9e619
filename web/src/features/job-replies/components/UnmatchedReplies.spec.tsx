import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { replyKeys } from '../queryKeys';
import type { TUnmatchedRepliesPage } from '../repliesTypes';
import { UnmatchedReplies } from './UnmatchedReplies';

const PAGE: TUnmatchedRepliesPage = {
  items: [
    {
      id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      userId: '7f9a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
      from: { name: 'Careers', address: 'noreply@mailer.example.org' },
      subject: 'Your application',
      receivedAt: '2026-11-28T09:30:00.000Z',
      body: 'Thanks for applying.',
      kind: 'acknowledgement',
      suggestedStatus: null,
      user: { fullName: 'Grace Hopper', email: 'grace@example.com' },
    },
  ],
  nextCursor: null,
  total: 3,
};

const render = (page: TUnmatchedRepliesPage) =>
  renderWithProviders(<UnmatchedReplies />, {
    data: [[replyKeys.unmatched, { pages: [page], pageParams: [undefined] }]],
  });

describe('UnmatchedReplies', () => {
  it('shows the count, and each reply with sender, subject, user and time, Attach to job and Dismiss', () => {
    const html = render(PAGE);
    expect(html).toMatch(/Unmatched replies <span class="badge"[^>]*>3<\/span>/);
    expect(html).toContain('Careers &lt;noreply@mailer.example.org&gt;');
    expect(html).toContain('Your application');
    expect(html).toContain('Grace Hopper (grace@example.com)');
    expect(html).toContain('<time dateTime="2026-11-28T09:30:00.000Z">');
    expect(html).toMatch(/<button[^>]*>Attach to job<\/button>/);
    expect(html).toMatch(/<button[^>]*>Dismiss<\/button>/);
  });

  it('says when none wait', () => {
    expect(render({ items: [], nextCursor: null, total: 0 })).toContain('No unmatched replies.');
  });
});
