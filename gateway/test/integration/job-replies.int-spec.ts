import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  JobRepliesMessages,
  JobsMessages,
  ReplyReceivedEvent,
  type EventPayload,
  type TEventEnvelope,
  type TImportedJob,
  type TJobDetail,
  type TJobReplies,
  type TJobReply,
  type TUnmatchedRepliesPage,
} from '@hirerelay/contracts';
import { MSG_FORBIDDEN } from '@hirerelay/domain';
import { waitFor } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * Employers' replies (issue 29 slice D) through the real system: a reply-received event on the
 * stream, as notifications publishes it, reaches jobs' consumer; the owner sees the reply on the job,
 * staff confirm its suggested status (the job's status changes), a stranger is refused; a reply no
 * job matches waits on staff's triage list until attached. The rules in detail are jobs' service
 * tests' (job-replies.svc-spec.ts).
 */
const shared = inject('shared');
let jobsSystem: JobsSystem;
let nc: NatsConnection;
let owner: Session;
let stranger: Session;
let staff: Session;
let job: TImportedJob['job'];
const RECRUITER = `recruiter-${randomUUID().slice(0, 8)}@hiring-example.com`;

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  [owner, stranger, staff] = await Promise.all([
    jobsSystem.subscriber(),
    jobsSystem.subscriber(),
    jobsSystem.staffMember(),
  ]);
  nc = await connect({ servers: jobsSystem.backing.NATS_URL });
  job = await jobsSystem.importJob(owner);
  // Staff record the recruiter the application went to: the reply comes from that address.
  const { version } = (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
  const edited = await staff.session.patch<TJobDetail>(`/api/jobs/${job.id}`, {
    version,
    recruiters: [{ name: 'Riley Recruiter', email: RECRUITER }],
  });
  expect(edited.status).toBe(200);
});
afterAll(async () => {
  await nc?.close();
  await jobsSystem?.stop();
});

/** The event notifications publishes through its outbox once a reply is accepted and classified. */
function publishReply(userId: string, from: { name: string; address: string }, subject: string) {
  const payload: EventPayload<typeof ReplyReceivedEvent> = {
    replyId: randomUUID(),
    userId,
    replyAddress: 'u-test@reply.hirerelay.local',
    receivedAt: new Date().toISOString(),
    from,
    to: [{ name: '', address: 'u-test@reply.hirerelay.local' }],
    cc: [],
    replyTo: [],
    subject,
    sentAt: null,
    messageId: `${randomUUID()}@hiring-example.com`,
    inReplyTo: [],
    references: [],
    body: 'We would like to invite you to an interview on Tuesday.',
    signature: 'Riley',
    quoted: '> Thank you for considering my application',
    attachments: [],
    classification: {
      kind: 'interview',
      confidence: 0.8,
      evidence: 'We would like to invite you to an interview on Tuesday.',
      suggestedStatus: 'Interview Scheduled',
      classifier: 'rules',
    },
    authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
  };
  const envelope: TEventEnvelope = {
    id: randomUUID(),
    subject: ReplyReceivedEvent.subject,
    producer: 'notifications',
    occurredAt: new Date().toISOString(),
    payload: ReplyReceivedEvent.payload.parse(payload),
  };
  return {
    replyId: payload.replyId,
    published: jetstream(nc).publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id }),
  };
}

const repliesOf = (session: Session, jobId = job.id) =>
  session.session.get<TJobReplies & ErrorBody>(`/api/jobs/${jobId}/replies`);

async function waitForReply(session: Session, replyId: string): Promise<TJobReply> {
  return waitFor(
    async () => (await repliesOf(session)).body.items?.find((item) => item.id === replyId) ?? null,
    { timeoutMs: 30_000, description: 'the reply on the job' },
  );
}

describe('a reply matched to the job', () => {
  it('shows on the job for the owner; staff confirm its suggested status and the status changes', async () => {
    const { replyId, published } = publishReply(
      owner.id,
      { name: 'Riley Recruiter', address: RECRUITER },
      'Next steps',
    );
    await published;

    const mine = await waitForReply(owner, replyId);
    expect(mine).toMatchObject({ subject: 'Next steps', kind: 'interview', from: { address: RECRUITER } });
    expect(mine).not.toHaveProperty('suggestion');
    const detail = (await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
    expect(detail.timeline.map((line) => line.event)).toContain(
      'Reply from Riley Recruiter: Interview invitation',
    );

    const refused = await repliesOf(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ message: JobsMessages.noPermissionToView });

    const staffView = await waitForReply(staff, replyId);
    expect(staffView.suggestion).toMatchObject({ status: 'Interview Scheduled', state: 'pending' });
    const ownerTries = await owner.session.post<ErrorBody>(
      `/api/jobs/${job.id}/replies/${replyId}/confirm`,
      {},
    );
    expect(ownerTries.status).toBe(403);
    expect(ownerTries.body.error).toMatchObject({ message: MSG_FORBIDDEN });

    const confirmed = await staff.session.post<TJobReply>(
      `/api/jobs/${job.id}/replies/${replyId}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.suggestion?.state).toBe('confirmed');
    const after = (await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
    expect(after.status).toBe('Interview Scheduled');
    expect(after.timeline.map((line) => line.event)).toContain('Status changed to Interview Scheduled');

    const again = await staff.session.post<ErrorBody>(`/api/jobs/${job.id}/replies/${replyId}/confirm`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: JobRepliesMessages.suggestionHandled });
  });
});

describe('a reply no job matches', () => {
  it("waits on staff's triage list with its user until attached to one of that user's jobs", async () => {
    const sender = {
      name: 'Careers Team',
      address: `noreply-${randomUUID().slice(0, 8)}@mailer-example.org`,
    };
    const { replyId, published } = publishReply(owner.id, sender, 'An update');
    await published;

    const listed = await waitFor(
      async () => {
        let cursor: string | null = null;
        do {
          const page: { status: number; body: TUnmatchedRepliesPage } =
            await staff.session.get<TUnmatchedRepliesPage>(
              `/api/staff/replies/unmatched?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
            );
          expect(page.status).toBe(200);
          const found = page.body.items.find((item) => item.id === replyId);
          if (found) return { found, total: page.body.total };
          cursor = page.body.nextCursor;
        } while (cursor);
        return null;
      },
      { timeoutMs: 30_000, description: 'the reply on the unmatched list' },
    );
    expect(listed.found).toMatchObject({
      userId: owner.id,
      subject: 'An update',
      user: { email: owner.email },
    });
    expect(listed.total).toBeGreaterThanOrEqual(1);
    expect((await owner.session.get<ErrorBody>('/api/staff/replies/unmatched')).status).toBe(403);

    const choices = await staff.session.get<{ items: { id: string }[] }>(
      `/api/staff/replies/${replyId}/jobs`,
    );
    expect(choices.body.items.map((item) => item.id)).toContain(job.id);

    const strangersJob = await jobsSystem.importJob(stranger);
    const wrong = await staff.session.post<ErrorBody>(`/api/staff/replies/${replyId}/assign`, {
      jobId: strangersJob.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ message: JobRepliesMessages.jobOfAnotherUser });

    const assigned = await staff.session.post<TJobReply>(`/api/staff/replies/${replyId}/assign`, {
      jobId: job.id,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.jobId).toBe(job.id);
    expect((await repliesOf(owner)).body.items.map((item) => item.id)).toContain(replyId);
  });
});
