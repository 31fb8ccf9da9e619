import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { authKeys } from '../../auth/queryKeys';
import type { TFollowUpList, TJobFollowUps } from '../followUpTypes';
import { followUpKeys } from '../queryKeys';
import { WorkQueue } from '../../queue/components/WorkQueue';
import { FollowUpPanel } from './FollowUpPanel';

const JOB_ID = '0e6d2c1a-7b8c-4d9e-8f0a-1b2c3d4e5f60';

const list: TFollowUpList = {
  total: 3,
  items: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      jobId: JOB_ID,
      userId: '5b1f0f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      title: 'Data Engineer',
      company: 'Globex',
      sequence: 2,
      dueAt: '2026-11-20T09:00:00.000Z',
      dateApplied: '2026-11-06T09:00:00.000Z',
      recipient: null,
    },
  ],
};

const followUps = (state: 'due' | 'sent'): TJobFollowUps => ({
  enabled: true,
  items: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      jobId: JOB_ID,
      sequence: 1,
      state,
      dueAt: '2026-11-20T09:00:00.000Z',
      recipient: 'ada@globex.example',
      subject: 'Following up on my application for Data Engineer at Globex',
      body: 'Hello,\n\nStill interested.\n\nBest regards,\nGrace Hopper',
      messageId: state === 'sent' ? '<followup-1@hirerelay>' : null,
      sentBy: null,
      sentAt: null,
      closedAt: state === 'sent' ? '2026-11-21T09:00:00.000Z' : null,
    },
  ],
});

describe('the queue’s Follow-ups due tab', () => {
  it('shows how many are due and, when chosen, the follow-ups oldest first with their job', () => {
    const html = renderWithProviders(<WorkQueue />, {
      path: '/dashboard/queue?tab=follow-ups',
      data: [
        [followUpKeys.due, list],
        [authKeys.me, null],
      ],
    });
    expect(html).toContain('aria-pressed="true">Follow-ups due (3)</button>');
    expect(html).toContain(`href="/dashboard/jobs/${JOB_ID}"`);
    expect(html).toContain('>Data Engineer</a><span class="work-queue__company">Globex</span>');
    expect(html).toContain('>Second</td>');
    expect(html).toContain('>none yet</td>');
    // The queue's own filters are not shown on the tab.
    expect(html).not.toContain('Details needed');
  });
});

describe('the workbench’s follow-up panel', () => {
  it('shows the due follow-up to edit, with Send and Skip', () => {
    const html = renderWithProviders(<FollowUpPanel jobId={JOB_ID} />, {
      data: [[followUpKeys.job(JOB_ID), followUps('due')]],
    });
    expect(html).toContain('value="ada@globex.example"');
    expect(html).toContain('value="Following up on my application for Data Engineer at Globex"');
    expect(html).toContain('Best regards,\nGrace Hopper</textarea>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send<\/button>/);
    expect(html).toMatch(/<button[^>]*>Skip<\/button>/);
  });

  it('lists a sent one without a form, and shows nothing for a job without follow-ups', () => {
    const sent = renderWithProviders(<FollowUpPanel jobId={JOB_ID} />, {
      data: [[followUpKeys.job(JOB_ID), followUps('sent')]],
    });
    expect(sent).not.toContain('<form');
    expect(sent).toContain('First: sent');
    expect(sent).toContain('(ada@globex.example)');
    const none = renderWithProviders(<FollowUpPanel jobId={JOB_ID} />, {
      data: [[followUpKeys.job(JOB_ID), { enabled: true, items: [] }]],
    });
    expect(none).toBe('');
  });
});
