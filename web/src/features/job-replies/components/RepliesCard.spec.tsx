import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { replyKeys } from '../queryKeys';
import type { TJobReplies, TJobReply } from '../repliesTypes';
import { RepliesCard } from './RepliesCard';

const JOB_ID = '7f9a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const JOB: { id: string; status: string; interviewAt: string | null } = {
  id: JOB_ID,
  status: 'Applied',
  interviewAt: null,
};

const OWNER_REPLY: TJobReply = {
  id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  jobId: JOB_ID,
  from: { name: 'Jane Recruiter', address: 'jane@acme.com' },
  subject: 'Next steps',
  receivedAt: '2026-11-28T09:30:00.000Z',
  body: 'We would like to <b>schedule</b> an interview.',
  signature: 'Jane',
  quoted: '> my application',
  kind: 'interview',
  attachments: [],
};
const STAFF_REPLY: TJobReply = {
  ...OWNER_REPLY,
  suggestion: {
    status: 'Interview Scheduled',
    evidence: 'We would like to schedule an interview.',
    confidence: 0.9,
    state: 'pending',
  },
  match: { rule: 'recruiter', reason: 'From a recruiter of the job' },
};

const render = (reply: TJobReply, staff: boolean, job = JOB) =>
  renderWithProviders(<RepliesCard job={job} staff={staff} />, {
    data: [[replyKeys.ofJob(JOB_ID), { items: [reply] } satisfies TJobReplies]],
  });

describe('RepliesCard', () => {
  it("shows the owner the reply's sender, subject, kind and text (escaped, never HTML), quoted history folded", () => {
    const html = render(OWNER_REPLY, false);
    expect(html).toContain('Replies');
    expect(html).toContain('Jane Recruiter &lt;jane@acme.com&gt;');
    expect(html).toContain('Next steps');
    expect(html).toContain('Interview invitation');
    expect(html).toContain('We would like to &lt;b&gt;schedule&lt;/b&gt; an interview.');
    expect(html).not.toContain('<b>schedule</b>');
    expect(html).toMatch(/<details class="job-replies__quoted"><summary>Earlier messages<\/summary>/);
    expect(html).not.toContain('Suggested status');
    expect(html).not.toContain('Confirm');
  });

  it('shows staff the suggested status with its evidence, Confirm and Dismiss while pending', () => {
    const html = render(STAFF_REPLY, true);
    expect(html).toMatch(/Suggested status: <strong>Interview Scheduled<\/strong>/);
    expect(html).toContain('We would like to schedule an interview.');
    expect(html).toMatch(/<button[^>]*>Confirm<\/button>/);
    expect(html).toMatch(/<button[^>]*>Dismiss<\/button>/);
  });

  it('shows a handled suggestion without its buttons', () => {
    const html = render(
      { ...STAFF_REPLY, suggestion: { ...STAFF_REPLY.suggestion!, state: 'confirmed' } },
      true,
    );
    expect(html).toContain('(Confirmed)');
    expect(html).not.toMatch(/<button[^>]*>Confirm<\/button>/);
  });

  it("offers the interview's calendar file on an interview reply once the interview is scheduled", () => {
    const scheduled = { id: JOB_ID, status: 'Interview Scheduled', interviewAt: '2026-12-02T15:00:00.000Z' };
    expect(render(OWNER_REPLY, false, scheduled)).toContain(`href="/api/jobs/${JOB_ID}/interview.ics"`);
    expect(render(OWNER_REPLY, false)).not.toContain('interview.ics');
  });
});
