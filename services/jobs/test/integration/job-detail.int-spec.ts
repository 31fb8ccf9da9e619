import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  DeleteJobRpc,
  ErrorCode,
  GetJobRpc,
  JobDeletedEvent,
  JobMessagePostedEvent,
  JobsMessages,
  MarkJobMessagesReadRpc,
  PostJobMessageRpc,
  ZEventEnvelope,
  type TJobActor,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  expectRefusal,
  rawRequest,
  rpcError,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
} from '@hirerelay/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The built jobs service on NATS: its request subjects are served, the service itself refuses bad
// payloads, and its events reach JetStream's subjects with the payloads their contracts promise.

const backing = inject('backing');
let app: RunningApp | undefined;
let rpc: RpcClient;
let nc: NatsConnection;
let db: pg.Client;
let events: Subscription;
const seen: { subject: string; payload: Record<string, unknown> }[] = [];

const owner: TJobActor = { userId: randomUUID(), role: 'user' };
const staff: TJobActor = { userId: randomUUID(), role: 'admin' };

async function seedJob(): Promise<string> {
  const id = randomUUID();
  const url = `https://boards.example.com/jobs/${id}`;
  await db.query(
    `INSERT INTO jobs (id, user_id, title, company, location, description, status, subscription_type, platform,
                       url, normalized_url, site, site_job_id, date_posted, job_type, salary, due_at)
     VALUES ($1::uuid, $2::uuid, 'Analyst', 'Umbrella', 'Remote', 'A job.', 'Saved', 'Starter', 'LinkedIn',
             $3, $3, 'boards.example.com', $1::text, '2026-11-01', 'Full-time', '—', now() + interval '72 hours')`,
    [id, owner.userId, url],
  );
  return id;
}

const eventAbout = (subject: string, jobId: string) =>
  waitFor(async () => seen.find((event) => event.subject === subject && event.payload.jobId === jobId), {
    timeoutMs: 10_000,
    description: `${subject} for ${jobId}`,
  });

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (jobs), with settings of its own.
  app = startService('jobs', backing, { logDir: testLogDir('jobs-detail') });
  rpc = testRpcClient(backing);
  nc = await connect({ servers: backing.NATS_URL });
  db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_jobs` });
  await db.connect();
  // JetStream stores what the relay publishes; a plain subscription sees the same messages.
  events = nc.subscribe('events.jobs.>', {
    callback: (_error, message) => {
      const envelope = ZEventEnvelope.parse(message.json());
      seen.push({ subject: message.subject, payload: envelope.payload as Record<string, unknown> });
    },
  });
  // Answering NOT_FOUND for a job that does not exist proves the handler is there.
  await waitFor(
    async () =>
      (await rpcError(rpc.request(GetJobRpc, { actor: staff, jobId: randomUUID() }))).code ===
      ErrorCode.NotFound,
    { timeoutMs: 30_000, description: 'jobs answers' },
  );
});

afterAll(async () => {
  events?.unsubscribe();
  await app?.stop();
  await rpc?.close();
  await nc?.drain();
  await db?.end();
});

describe('the job detail over NATS', () => {
  it("answers the owner and staff, and refuses another user with the spec's text", async () => {
    const jobId = await seedJob();
    expect(await rpc.request(GetJobRpc, { actor: owner, jobId })).toMatchObject({ id: jobId, version: 0 });
    expect(await rpc.request(GetJobRpc, { actor: staff, jobId })).toMatchObject({ id: jobId });
    await expectRefusal(rpc.request(GetJobRpc, { actor: { userId: randomUUID(), role: 'user' }, jobId }), {
      code: ErrorCode.Forbidden,
      message: JobsMessages.noPermissionToView,
    });
  });

  it('posts a staff message, publishes message-posted, and the owner reading it clears their count', async () => {
    const jobId = await seedJob();
    const message = await rpc.request(PostJobMessageRpc, { actor: staff, jobId, text: ' We applied. ' });
    expect(message).toMatchObject({ text: 'We applied.', senderRole: 'admin' });
    expect((await eventAbout(JobMessagePostedEvent.subject, jobId)).payload).toMatchObject({
      ownerId: owner.userId,
      jobTitle: 'Analyst',
      company: 'Umbrella',
      messageId: message.id,
      text: 'We applied.',
      unreadForOwner: 1,
    });
    expect(await rpc.request(MarkJobMessagesReadRpc, { actor: owner, jobId })).toEqual({
      marked: 1,
      unreadMessages: 0,
    });
  });

  it('refuses, in the service itself, a message over 4,000 characters', async () => {
    const jobId = await seedJob();
    const refused = await rawRequest(nc, PostJobMessageRpc, { actor: owner, jobId, text: 'x'.repeat(4001) });
    expect(refused).toMatchObject({ code: ErrorCode.Validation });
    const { rows } = await db.query('SELECT 1 FROM messages WHERE job_id = $1', [jobId]);
    expect(rows).toEqual([]);
  });

  it('deletes for staff only and publishes job-deleted with the give-back', async () => {
    const jobId = await seedJob();
    await expectRefusal(rpc.request(DeleteJobRpc, { actor: owner, jobId }), {
      code: ErrorCode.Forbidden,
      message: JobsMessages.staffOnly,
    });
    expect(await rpc.request(DeleteJobRpc, { actor: staff, jobId })).toEqual({
      jobId,
      removedObjectKeys: [],
      applicationReturned: true,
    });
    expect((await eventAbout(JobDeletedEvent.subject, jobId)).payload).toMatchObject({
      ownerId: owner.userId,
      deletedBy: staff.userId,
      releaseApplication: true,
    });
  });
});
