import fs from 'node:fs';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  GetReceivedPingRpc,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  JobOverdueEvent,
  JobStatusChangedEvent,
  SignupRpc,
  type EventContract,
  type EventPayload,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  listMail,
  mailAttachmentText,
  startService,
  testLogDir,
  testRpcClient,
  TEST_PASSWORD,
  uniqueEmail,
  waitFor,
  waitForMail,
  type RunningApp,
} from '@hirerelay/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';

/*
 * The job e-mails through the real pipes: jobs' events published on JetStream as jobs' outbox
 * relay publishes them (jobs itself is not needed for that), notifications and identity (whom the
 * e-mail goes to) as processes, the SMTP sink as the inbox.
 */

const backing = inject('backing');
const logDir = testLogDir('job-emails');
const APP_BASE_URL = 'http://app.hirerelay.test:8443';
const STAFF_EMAIL = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
const MINUTE = 60_000;

let identity: RunningApp | undefined;
let notifications: RunningApp | undefined;
let rpc: RpcClient;
let nc: NatsConnection;
let js: JetStreamClient;
const db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_notifications` });

beforeAll(async () => {
  rpc = testRpcClient(backing);
  nc = await connect({ servers: backing.NATS_URL });
  js = jetstream(nc);
  await db.connect();
  // Not the shared system: it starts only what it checks (identity and notifications), with settings of its own.
  identity = startService('identity', backing, { logDir });
  notifications = startService('notifications', backing, {
    logDir,
    env: { APP_BASE_URL, STAFF_EMAIL, JOB_EMAIL_SWEEP_INTERVAL_MS: '300' },
  });
  await waitFor(
    async () => rpc.request(GetReceivedPingRpc, { eventId: crypto.randomUUID() }).then(() => true),
    { timeoutMs: 30_000, description: 'notifications answers' },
  );
});

afterAll(async () => {
  await Promise.all([identity?.stop(), notifications?.stop()]);
  await rpc?.close();
  await nc?.drain();
  await db.end();
});

/** A signed-up user (identity knows their address) and a job of theirs. */
async function userWithJob() {
  const email = uniqueEmail('jobmail');
  const { user } = await waitFor(
    () =>
      rpc.request(SignupRpc, { email, password: TEST_PASSWORD, smsConsent: false }).catch(() => undefined),
    { timeoutMs: 30_000, description: 'identity signs up a user' },
  );
  const jobId = crypto.randomUUID();
  return {
    email,
    ownerId: user.id,
    jobId,
    jobTitle: 'Backend Engineer',
    company: `Globex ${jobId.slice(0, 6)}`,
  };
}
type Job = Awaited<ReturnType<typeof userWithJob>>;

/** An event as jobs' outbox relay publishes it: the envelope, with its id as the message id. */
function envelope<C extends EventContract<z.ZodType>>(contract: C, payload: EventPayload<C>): TEventEnvelope {
  return {
    id: crypto.randomUUID(),
    subject: contract.subject,
    producer: 'jobs',
    occurredAt: new Date().toISOString(),
    payload,
  };
}

const publish = (event: TEventEnvelope, msgID = event.id) =>
  js.publish(event.subject, JSON.stringify(event), { msgID });

function statusChanged(job: Job, interviewAt: Date | null) {
  return envelope(JobStatusChangedEvent, {
    jobId: job.jobId,
    ownerId: job.ownerId,
    jobTitle: job.jobTitle,
    company: job.company,
    status: interviewAt ? 'Interview Scheduled' : 'Applied',
    previousStatus: 'Saved',
    interviewAt: interviewAt?.toISOString() ?? null,
    changedBy: crypto.randomUUID(),
    at: new Date().toISOString(),
    version: 2,
    receipt: null,
  });
}

function messagePosted(job: Job, senderRole: 'admin' | 'user', text: string, createdAt = new Date()) {
  return envelope(JobMessagePostedEvent, {
    jobId: job.jobId,
    ownerId: job.ownerId,
    jobTitle: job.jobTitle,
    company: job.company,
    messageId: crypto.randomUUID(),
    senderId: senderRole === 'user' ? job.ownerId : crypto.randomUUID(),
    senderRole,
    text,
    createdAt: createdAt.toISOString(),
    unreadForOwner: 1,
    unreadForStaff: 1,
  });
}

async function scheduled(jobId: string) {
  const { rows } = await db.query<{ kind: string; state: string; due_at: Date; payload: { text?: string } }>(
    'SELECT kind, state, due_at, payload FROM scheduled_emails WHERE job_id = $1 ORDER BY created_at',
    [jobId],
  );
  return rows;
}

describe('job e-mails through NATS and SMTP', () => {
  it('sends the interview e-mail with its .ics once, even when the event is published again', async () => {
    const job = await userWithJob();
    const interviewAt = new Date(Date.now() + 3 * 24 * 60 * MINUTE);
    interviewAt.setUTCSeconds(0, 0);
    const event = statusChanged(job, interviewAt);
    await publish(event);

    const mail = await waitForMail(backing.MAIL_INBOX_URL, { to: job.email, timeoutMs: 15_000 });
    expect(mail.subject).toBe(`Backend Engineer at ${job.company}: Interview Scheduled`);
    expect(mail.text).toContain(`${APP_BASE_URL}/dashboard/jobs/${job.jobId}`);
    expect(mail.messageId).toBe(`<job-email.${event.id}@hirerelay.local>`);
    const ics = await mailAttachmentText(backing.MAIL_INBOX_URL, mail, 'interview.ics');
    expect(ics).toContain(`UID:interview-${job.jobId}@hirerelay`);
    expect(ics).toContain(`DTSTART:${interviewAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
    await waitFor(
      async () =>
        (await db.query('SELECT status FROM sent_emails WHERE event_id = $1', [event.id])).rows[0]?.status ===
        'sent',
      {
        description: 'the sent e-mail is recorded',
      },
    );
    expect((await scheduled(job.jobId)).map((row) => [row.kind, row.state])).toEqual([
      ['status_changed', 'sent'],
      ['interview_reminder', 'pending'],
    ]);

    // Re-published with a message id JetStream cannot recognise: processed_events stops it.
    expect((await publish(event, crypto.randomUUID())).duplicate).toBe(false);
    const marker = await userWithJob();
    await publish(statusChanged(marker, null));
    await waitForMail(backing.MAIL_INBOX_URL, { to: marker.email, timeoutMs: 15_000 });
    expect(await listMail(backing.MAIL_INBOX_URL, job.email)).toHaveLength(1);
    expect(await scheduled(job.jobId)).toHaveLength(2);
  });

  it("e-mails staff's first chat message at once and holds the next one for the 15-minute window", async () => {
    const job = await userWithJob();
    await publish(messagePosted(job, 'admin', 'Your application went out today.'));
    const mail = await waitForMail(backing.MAIL_INBOX_URL, { to: job.email, timeoutMs: 15_000 });
    expect(mail.subject).toBe(`New message about Backend Engineer at ${job.company}`);
    expect(mail.text).toContain('> Your application went out today.');

    await publish(messagePosted(job, 'admin', 'And the recruiter replied.'));
    await waitFor(async () => (await scheduled(job.jobId)).length === 2, {
      description: 'the second is held',
    });
    const [sent, held] = await scheduled(job.jobId);
    expect(sent!.state).toBe('sent');
    expect(held).toMatchObject({
      kind: 'staff_message',
      state: 'pending',
      payload: { text: 'And the recruiter replied.' },
    });
    expect(held!.due_at.getTime() - Date.now()).toBeGreaterThan(13 * MINUTE);
    expect(await listMail(backing.MAIL_INBOX_URL, job.email)).toHaveLength(1);
  });

  it("tells staff of a user's message unread for 15 minutes, and not of one staff read", async () => {
    const unread = await userWithJob();
    const read = await userWithJob();
    const sixteenMinutesAgo = new Date(Date.now() - 16 * MINUTE);
    await publish(
      envelope(JobMessagesReadEvent, {
        jobId: read.jobId,
        ownerId: read.ownerId,
        jobTitle: read.jobTitle,
        company: read.company,
        readerId: crypto.randomUUID(),
        readerRole: 'admin',
        readAt: new Date(Date.now() - 10 * MINUTE).toISOString(),
        marked: 1,
        unreadForOwner: 0,
        unreadForStaff: 0,
      }),
    );
    // Events of two durables may be handled in either order: the read goes first here (the
    // service tier covers a read that arrives after the message).
    await waitFor(
      async () =>
        (await db.query('SELECT 1 FROM chat_read_marks WHERE job_id = $1', [read.jobId])).rowCount === 1,
      { description: 'the read is recorded' },
    );
    await publish(messagePosted(read, 'user', 'Staff saw this one.', sixteenMinutesAgo));
    await publish(messagePosted(unread, 'user', 'Is anyone there?', sixteenMinutesAgo));

    const mail = await waitForMail(backing.MAIL_INBOX_URL, {
      to: STAFF_EMAIL,
      subjectIncludes: unread.company,
      timeoutMs: 15_000,
    });
    expect(mail.text).toContain('> Is anyone there?');
    expect(mail.text).toContain(`${APP_BASE_URL}/dashboard/jobs/${unread.jobId}`);
    expect(
      (await listMail(backing.MAIL_INBOX_URL, STAFF_EMAIL)).filter((m) => m.subject.includes(read.company)),
    ).toEqual([]);
    expect(await scheduled(read.jobId)).toEqual([]);
  });

  it("e-mails an overdue job's assignee once, even when the event is published again, and staff's inbox when nobody owns it", async () => {
    const assigned = await userWithJob();
    const unowned = await userWithJob();
    // The assignee: a member identity knows (a signed-up account stands in for a staff member).
    const assignee = await userWithJob();
    const overdue = (job: Job, assigneeId: string | null) =>
      envelope(JobOverdueEvent, {
        jobId: job.jobId,
        ownerId: job.ownerId,
        jobTitle: job.jobTitle,
        company: job.company,
        subscriptionType: 'Professional',
        dueAt: new Date(Date.now() - MINUTE).toISOString(),
        assigneeId,
      });
    /** The overdue e-mails to `to` about one job (its page's address is in the e-mail). */
    const overdueMails = async (to: string, job: Job) =>
      (await listMail(backing.MAIL_INBOX_URL, to)).filter(
        (mail) => mail.subject.startsWith('Overdue: ') && mail.text.includes(`/dashboard/jobs/${job.jobId}`),
      );
    const event = overdue(assigned, assignee.ownerId);
    await publish(event);
    await publish(overdue(unowned, null));

    await waitFor(async () => (await overdueMails(assignee.email, assigned)).length > 0, {
      timeoutMs: 15_000,
      description: "the assignee's overdue alert",
    });
    await waitFor(async () => (await overdueMails(STAFF_EMAIL, unowned)).length > 0, {
      timeoutMs: 15_000,
      description: "staff's inbox's overdue alert",
    });

    // Re-published with a message id JetStream cannot recognise: processed_events stops it; a
    // marker e-mail after it shows the sweeps have passed.
    expect((await publish(event, crypto.randomUUID())).duplicate).toBe(false);
    const marker = await userWithJob();
    await publish(statusChanged(marker, null));
    await waitForMail(backing.MAIL_INBOX_URL, { to: marker.email, timeoutMs: 15_000 });
    expect(await overdueMails(assignee.email, assigned)).toHaveLength(1);
    expect(await overdueMails(STAFF_EMAIL, unowned)).toHaveLength(1);
    // Never to staff's inbox when someone owns it, and never to the job's owner.
    expect(await overdueMails(STAFF_EMAIL, assigned)).toEqual([]);
    expect(await overdueMails(assigned.email, assigned)).toEqual([]);
    expect(await overdueMails(unowned.email, unowned)).toEqual([]);
  });

  it("never writes a user's address or the chat's words to the log", () => {
    const log = fs.readFileSync(notifications!.logFile, 'utf8');
    expect(log).toContain('job e-mail sent');
    expect(log).not.toMatch(/jobmail-[0-9a-f-]{12}@/);
    for (const text of ['Your application went out today.', 'And the recruiter replied.', 'Is anyone there?'])
      expect(log).not.toContain(text);
  });
});
