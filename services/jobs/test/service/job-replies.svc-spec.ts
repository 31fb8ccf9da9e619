import { randomUUID } from 'node:crypto';
import {
  AssignReplyRpc,
  ConfirmJobReplyRpc,
  DismissJobReplyRpc,
  DismissUnmatchedReplyRpc,
  ErrorCode,
  GetJobRpc,
  JobRepliesMessages,
  JobStatusChangedEvent,
  JobUpdatedEvent,
  ListJobRepliesRpc,
  ListUnmatchedRepliesRpc,
  ReplyReceivedEvent,
  type EventPayload,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { Transactions } from '../../src/database.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { RepliesService } from '../../src/replies/replies.service.js';
import { outboxEvents, REFUSED, seedJob, STAFF, useJobsModule, userActor } from '../support/jobs-module.js';

// Issue 29 slice D: an employer's reply (notifications' reply-received event) matched to the job,
// on its timeline with a suggested status staff confirm through the job's status change; unmatched
// ones on staff's triage list.

const jobs = useJobsModule();
const replies = () => jobs.app.get(RepliesService);
const handle = (payload: EventPayload<typeof ReplyReceivedEvent>) =>
  jobs.app.get(Transactions).run((tx) => replies().handle(tx, payload));
const list = (actor: TJobActor, jobId: string) =>
  replies().list(ListJobRepliesRpc.request.parse({ actor, jobId }));
const confirm = (actor: TJobActor, jobId: string, replyId: string) =>
  replies().confirm(ConfirmJobReplyRpc.request.parse({ actor, jobId, replyId, actorName: 'Sam Staff' }));
const dismiss = (actor: TJobActor, jobId: string, replyId: string) =>
  replies().dismiss(DismissJobReplyRpc.request.parse({ actor, jobId, replyId }));
const unmatched = async (actor: TJobActor) => {
  const items = [];
  let cursor: string | undefined;
  let total = 0;
  do {
    const page = await replies().unmatched(
      ListUnmatchedRepliesRpc.request.parse({ actor, cursor, limit: 100 }),
    );
    items.push(...page.items);
    total = page.total;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { items, total };
};
const assign = (actor: TJobActor, replyId: string, jobId: string) =>
  replies().assign(AssignReplyRpc.request.parse({ actor, replyId, jobId }));
const detail = (jobId: string) =>
  jobs.app.get(JobDetailService).get(GetJobRpc.request.parse({ actor: STAFF, jobId }));

/** A reply-received event as notifications publishes it: an interview invitation from `from`. */
function replyEvent(
  userId: string,
  overrides: Partial<EventPayload<typeof ReplyReceivedEvent>> = {},
): EventPayload<typeof ReplyReceivedEvent> {
  return ReplyReceivedEvent.payload.parse({
    replyId: randomUUID(),
    userId,
    replyAddress: 'u-1234@reply.hirerelay.local',
    receivedAt: '2026-11-28T09:30:00.000Z',
    from: { name: 'Jane Recruiter', address: 'jane@acme-robotics.com' },
    to: [{ name: '', address: 'u-1234@reply.hirerelay.local' }],
    cc: [],
    replyTo: [],
    subject: 'Your application',
    sentAt: null,
    messageId: `${randomUUID()}@acme-robotics.com`,
    inReplyTo: [],
    references: [],
    body: 'We would like to schedule an interview with you next week.',
    signature: 'Jane',
    quoted: '> My application',
    attachments: [],
    classification: {
      kind: 'interview',
      confidence: 0.9,
      evidence: 'We would like to schedule an interview with you next week.',
      suggestedStatus: 'Interview Scheduled',
      classifier: 'rules',
    },
    authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
    ...overrides,
  });
}

/** A job of `ownerId` at Acme Robotics, Applied, whose recruiter is jane@acme-robotics.com. */
async function appliedJob(ownerId: string, status = 'Applied') {
  const jobId = await seedJob(jobs, {
    userId: ownerId,
    title: 'Robotics Engineer',
    company: 'Acme Robotics',
    status,
  });
  await jobs.db.jobRecruiter.create({
    data: { id: randomUUID(), jobId, name: 'Jane Recruiter', email: 'Jane@acme-robotics.com' },
  });
  return jobId;
}

const replyLines = async (jobId: string) =>
  (await detail(jobId)).timeline.filter((line) => line.event.startsWith('Reply from'));

describe('a reply matched to a job', () => {
  it('is stored on the job, on its timeline, sets last_reply_at and tells open pages (job-updated)', async () => {
    const owner = userActor();
    const other = await seedJob(jobs, { userId: owner.userId, title: 'Chef', company: 'Bistro Co' });
    const jobId = await appliedJob(owner.userId);
    const event = replyEvent(owner.userId);
    await handle(event);

    const stored = await jobs.db.jobReply.findUniqueOrThrow({ where: { id: event.replyId } });
    expect(stored).toMatchObject({
      jobId,
      userId: owner.userId,
      kind: 'interview',
      suggestedStatus: 'Interview Scheduled',
      suggestionState: 'pending',
      matchRule: 'recruiter',
      triageState: null,
    });
    expect(await replyLines(jobId)).toEqual([
      expect.objectContaining({ event: 'Reply from Jane Recruiter: Interview invitation' }),
    ]);
    expect(await replyLines(other)).toEqual([]);
    const job = await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.lastReplyAt?.toISOString()).toBe('2026-11-28T09:30:00.000Z');
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toHaveLength(1);

    // The owner reads the text and kind, never the suggestion; staff see the suggestion too.
    const [mine] = (await list(owner, jobId)).items;
    expect(mine).toMatchObject({
      id: event.replyId,
      subject: 'Your application',
      body: event.body,
      quoted: '> My application',
      kind: 'interview',
      from: { name: 'Jane Recruiter', address: 'jane@acme-robotics.com' },
    });
    expect(mine).not.toHaveProperty('suggestion');
    const [staffView] = (await list(STAFF, jobId)).items;
    expect(staffView?.suggestion).toEqual({
      status: 'Interview Scheduled',
      evidence: event.classification.evidence,
      confidence: 0.9,
      state: 'pending',
    });
    // Refused to another user exactly as the job itself is.
    await expectRefusal(list(userActor(), jobId), REFUSED.noPermission);
    await expectRefusal(list(owner, randomUUID()), REFUSED.notFound);
  });

  it('follows the thread of a follow-up we sent: matched by In-Reply-To, whoever answers', async () => {
    const owner = userActor();
    const quiet = await seedJob(jobs, { userId: owner.userId, title: 'Data Analyst', company: 'Northwind' });
    await appliedJob(owner.userId);
    const followUpMessageId = `<followup-${randomUUID()}@hirerelay>`;
    await jobs.db.jobFollowUp.create({
      data: {
        id: randomUUID(),
        jobId: quiet,
        sequence: 1,
        state: 'sent',
        dueAt: new Date('2026-11-20T09:00:00Z'),
        messageId: followUpMessageId,
        sentAt: new Date('2026-11-20T09:05:00Z'),
      },
    });
    // From a mailbox naming no company, replying to our follow-up (brackets stripped by the parser).
    const event = replyEvent(owner.userId, {
      from: { name: 'Talent Team', address: 'talent@mailer-example.org' },
      inReplyTo: [followUpMessageId.slice(1, -1)],
      references: [followUpMessageId.slice(1, -1)],
    });
    await handle(event);

    const stored = await jobs.db.jobReply.findUniqueOrThrow({ where: { id: event.replyId } });
    expect(stored).toMatchObject({ jobId: quiet, matchRule: 'thread', triageState: null });
  });

  it('does nothing twice when the event is delivered again', async () => {
    const owner = userActor();
    const jobId = await appliedJob(owner.userId);
    const event = replyEvent(owner.userId);
    await handle(event);
    await handle(event);
    expect(await jobs.db.jobReply.count({ where: { id: event.replyId } })).toBe(1);
    expect(await replyLines(jobId)).toHaveLength(1);
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toHaveLength(1);
  });
});

describe('confirming a suggested status', () => {
  it("changes the status through the job's status change and marks the suggestion confirmed", async () => {
    const owner = userActor();
    const jobId = await appliedJob(owner.userId);
    const event = replyEvent(owner.userId);
    await handle(event);

    await expectRefusal(confirm(owner, jobId, event.replyId), REFUSED.staffOnly);
    const confirmed = await confirm(STAFF, jobId, event.replyId);
    expect(confirmed.suggestion?.state).toBe('confirmed');
    const job = await detail(jobId);
    expect(job.status).toBe('Interview Scheduled');
    expect(job.timeline.map((line) => line.event)).toContain('Status changed to Interview Scheduled');
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toEqual([
      expect.objectContaining({
        status: 'Interview Scheduled',
        previousStatus: 'Applied',
        changedBy: STAFF.userId,
      }),
    ]);
    // Handled once: a second confirm or a dismiss is refused and changes nothing.
    await expectRefusal(confirm(STAFF, jobId, event.replyId), {
      code: ErrorCode.Conflict,
      message: JobRepliesMessages.suggestionHandled,
    });
    await expectRefusal(dismiss(STAFF, jobId, event.replyId), {
      code: ErrorCode.Conflict,
      message: JobRepliesMessages.suggestionHandled,
    });
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toHaveLength(1);
  });

  it('on a job staff already moved to that status: confirmed, with no second status line or event', async () => {
    const owner = userActor();
    const jobId = await appliedJob(owner.userId, 'Interview Scheduled');
    const event = replyEvent(owner.userId);
    await handle(event);
    const confirmed = await confirm(STAFF, jobId, event.replyId);
    expect(confirmed.suggestion?.state).toBe('confirmed');
    const job = await detail(jobId);
    expect(job.status).toBe('Interview Scheduled');
    expect(job.timeline.filter((line) => line.event.startsWith('Status changed'))).toEqual([]);
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toEqual([]);
  });

  it('dismissing leaves the job as it is; a reply of another job is not found', async () => {
    const owner = userActor();
    const jobId = await appliedJob(owner.userId);
    const event = replyEvent(owner.userId);
    await handle(event);
    const elsewhere = await seedJob(jobs, { userId: owner.userId });
    await expectRefusal(confirm(STAFF, elsewhere, event.replyId), {
      code: ErrorCode.NotFound,
      message: JobRepliesMessages.replyNotFound,
    });
    expect((await dismiss(STAFF, jobId, event.replyId)).suggestion?.state).toBe('dismissed');
    expect((await detail(jobId)).status).toBe('Applied');
  });
});

describe('unmatched replies (staff triage)', () => {
  const unknownSender = { name: 'No Reply', address: 'noreply@mailer.example.org' };

  it('waits on the triage list, oldest first, until staff attach it to one of its user’s jobs', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, {
      userId: owner.userId,
      title: 'Baker',
      company: 'Crumbs Ltd',
      status: 'Applied',
    });
    const event = replyEvent(owner.userId, {
      from: unknownSender,
      subject: 'Update',
      body: 'Thanks for applying.',
    });
    await handle(event);

    const stored = await jobs.db.jobReply.findUniqueOrThrow({ where: { id: event.replyId } });
    expect(stored).toMatchObject({ jobId: null, triageState: 'open' });
    expect(await replyLines(jobId)).toEqual([]);
    const before = await unmatched(STAFF);
    expect(before.items.map((item) => item.id)).toContain(event.replyId);
    expect(before.total).toBeGreaterThanOrEqual(1);
    const received = before.items.map((item) => Date.parse(item.receivedAt));
    expect(received).toEqual([...received].sort((a, b) => a - b));
    await expectRefusal(unmatched(owner), REFUSED.staffOnly);

    // Another user's job: a clear refusal, nothing attached.
    const stranger = await seedJob(jobs, { userId: randomUUID() });
    await expectRefusal(assign(STAFF, event.replyId, stranger), {
      code: ErrorCode.Validation,
      message: JobRepliesMessages.jobOfAnotherUser,
    });
    expect(await replyLines(stranger)).toEqual([]);

    const assigned = await assign(STAFF, event.replyId, jobId);
    expect(assigned).toMatchObject({
      jobId,
      suggestion: { state: 'pending', status: 'Interview Scheduled' },
    });
    expect(await replyLines(jobId)).toEqual([
      expect.objectContaining({ event: 'Reply from No Reply: Interview invitation' }),
    ]);
    expect((await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } })).lastReplyAt).not.toBeNull();
    expect((await unmatched(STAFF)).items.map((item) => item.id)).not.toContain(event.replyId);
    expect((await list(owner, jobId)).items.map((item) => item.id)).toEqual([event.replyId]);
    await expectRefusal(assign(STAFF, event.replyId, jobId), {
      code: ErrorCode.Conflict,
      message: JobRepliesMessages.replyNotOpen,
    });
  });

  it('staff may dismiss it off the list', async () => {
    const owner = userActor();
    const event = replyEvent(owner.userId, { from: unknownSender, subject: 'Hello', body: 'Hi there.' });
    await handle(event);
    await replies().dismissUnmatched(
      DismissUnmatchedReplyRpc.request.parse({ actor: STAFF, replyId: event.replyId }),
    );
    expect((await unmatched(STAFF)).items.map((item) => item.id)).not.toContain(event.replyId);
  });
});
