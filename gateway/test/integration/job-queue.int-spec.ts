import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  claimedBy,
  JobOverdueEvent,
  SignupRpc,
  UpdateProfileRpc,
  UpdateUserRpc,
  type TJobAssignment,
  type TJobAssignmentView,
  type TQueueListPage,
  type TEventEnvelope,
  type TStaffList,
} from '@hirerelay/contracts';
import { MSG_FORBIDDEN } from '@hirerelay/domain';
import {
  HttpSession,
  startOwnTestServers,
  newUser,
  testLogDir,
  type HttpResult,
  type TestServers,
} from '@hirerelay/testing';
import { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream-client.js';
import { startJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * The work queue and ownership through the real gateway and system: every queue and
 * assignment route is staff's alone, a claim lost names who has the job, and the owner's live
 * stream never carries who owns the job or its overdue alert. The rules in detail are jobs' service
 * tests' (job-queue.svc-spec.ts: the overdue sweep and its one event per job); the alert's e-mail is
 * notifications' (job-emails.int-spec.ts).
 */
const logDir = testLogDir('gateway-job-queue');
let servers: TestServers;
let jobsSystem: JobsSystem;
let rpc: RpcClient;
let nc: NatsConnection;
let owner: Session;
let other: Session;
let alice: Session;
let bob: Session;
let anonymous: HttpSession;

beforeAll(async () => {
  // Servers and a system of their own: the picker's 205 extra staff stay out of every other file's identity.
  servers = await startOwnTestServers();
  jobsSystem = await startJobsSystem(servers.env, logDir);
  [owner, other, alice, bob] = await Promise.all([
    jobsSystem.subscriber(),
    jobsSystem.subscriber(),
    jobsSystem.staffMember(),
    jobsSystem.staffMember(),
  ]);
  anonymous = new HttpSession(jobsSystem.url);
  nc = await connect({ servers: servers.env.NATS_URL });
  // Identity hashes each new password: on a busy machine a signup outlasts testRpcClient's 5 s.
  rpc = RpcClient.connect(servers.env.NATS_URL, `test-job-queue-${process.pid}`, 30_000);
}, 180_000);
afterAll(async () => {
  await nc?.close();
  await rpc?.close();
  await jobsSystem?.stop();
  await servers?.stop();
});

const importJob = (account: Session) => jobsSystem.importJob(account);

/** Every page of a staff member's view of the queue. */
async function queueOf(session: HttpSession, query = ''): Promise<TQueueListPage['items']> {
  const rows: TQueueListPage['items'] = [];
  let cursor: string | null = null;
  do {
    const path = `/api/jobs/queue?limit=200${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const page: HttpResult<TQueueListPage & ErrorBody> = await session.get<TQueueListPage & ErrorBody>(path);
    expect(page.status).toBe(200);
    rows.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

const nameOf = async (staff: Session) => {
  const { items } = (
    await alice.session.get<TStaffList>(`/api/staff?search=${encodeURIComponent(staff.email)}`)
  ).body;
  const member = items.find((item) => item.id === staff.id);
  expect(member).toBeDefined();
  return member!.fullName || member!.email;
};

describe('who may call the queue and assignment routes', () => {
  it('refuses users (403, the staff rule) and anonymous callers (401) on every one, and changes nothing', async () => {
    const job = await importJob(owner);
    const routes: [string, (session: HttpSession) => Promise<HttpResult<ErrorBody>>][] = [
      ['GET /api/jobs/queue', (s) => s.get('/api/jobs/queue')],
      ['GET /api/staff', (s) => s.get('/api/staff')],
      ['POST /api/jobs/:id/claim', (s) => s.post(`/api/jobs/${job.id}/claim`, {})],
      ['POST /api/jobs/:id/assign', (s) => s.post(`/api/jobs/${job.id}/assign`, { assigneeId: owner.id })],
      ['POST /api/jobs/:id/unclaim', (s) => s.post(`/api/jobs/${job.id}/unclaim`, {})],
      ['GET /api/jobs/:id/assignment', (s) => s.get(`/api/jobs/${job.id}/assignment`)],
    ];
    const answers = [];
    for (const [route, call] of routes) {
      for (const [who, session] of [
        ['owner', owner.session],
        ['other', other.session],
        ['anonymous', anonymous],
      ] as const) {
        const answer = await call(session);
        answers.push({ route, who, status: answer.status, message: answer.body.error?.message });
      }
    }
    expect(answers.filter((answer) => answer.who !== 'anonymous')).toEqual(
      answers
        .filter((answer) => answer.who !== 'anonymous')
        .map((answer) => ({ ...answer, status: 403, message: MSG_FORBIDDEN })),
    );
    expect(answers.filter((answer) => answer.who === 'anonymous').map((answer) => answer.status)).toEqual(
      routes.map(() => 401),
    );
    // Nobody owns it and its history is empty, as staff see it.
    const view = await alice.session.get<TJobAssignmentView>(`/api/jobs/${job.id}/assignment`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ assignee: null, history: [] });
    expect((await alice.session.get(`/api/jobs/queue`)).status).toBe(200);
  });
});

describe('claiming through the gateway', () => {
  it('gives a job claimed by two staff members at once to one, and tells the other who has it', async () => {
    const job = await importJob(owner);
    const [first, second] = await Promise.all([
      alice.session.post<TJobAssignment & ErrorBody>(`/api/jobs/${job.id}/claim`, {}),
      bob.session.post<TJobAssignment & ErrorBody>(`/api/jobs/${job.id}/claim`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    const winner = won === first ? alice : bob;
    expect(won.body.assigneeId).toBe(winner.id);
    expect(lost.body.error).toMatchObject({
      code: 'CONFLICT',
      message: claimedBy(await nameOf(winner)),
      fields: { reason: 'claimed', assigneeId: winner.id },
    });

    // The queue shows the customer, the plan and the assignee; the winner's view holds it.
    const row = (await queueOf(alice.session)).find((item) => item.id === job.id);
    expect(row).toMatchObject({
      subscriptionType: 'Professional',
      overdue: false,
      assignee: { id: winner.id },
      owner: { email: owner.email },
    });
    expect((await queueOf(winner.session, '&view=mine')).map((item) => item.id)).toContain(job.id);
    expect((await queueOf(winner.session, '&view=unassigned')).map((item) => item.id)).not.toContain(job.id);

    // The staff-only history names who did what.
    const view = await alice.session.get<TJobAssignmentView>(`/api/jobs/${job.id}/assignment`);
    expect(view.body).toMatchObject({
      assignee: { id: winner.id },
      history: [{ action: 'claim', assigneeId: winner.id, changedBy: winner.id }],
    });
  });

  it('assigns only to a staff member', async () => {
    const job = await importJob(owner);
    const refused = await alice.session.post<ErrorBody>(`/api/jobs/${job.id}/assign`, {
      assigneeId: owner.id,
    });
    expect(refused.status).toBe(400);
    const assigned = await alice.session.post<TJobAssignment>(`/api/jobs/${job.id}/assign`, {
      assigneeId: bob.id,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assigneeId).toBe(bob.id);
  });
});

describe('the assignee picker’s staff (GET /api/staff)', () => {
  /** More staff than identity's largest page: the picker must still find every one of them. */
  const COUNT = 205;

  it('finds any of more than 200 staff by name or e-mail, page after page, and the 201st can be assigned', async () => {
    const tag = randomUUID().slice(0, 8);
    // Staff members whose names sort after everyone else's ("Zz…"), made the way identity makes
    // staff: a signup, the profile's name, and the admin role granted by a staff member (alice).
    const number = (i: number) => String(i).padStart(3, '0');
    for (let batch = 0; batch < COUNT; batch += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, COUNT - batch) }, async (_, offset) => {
          const i = batch + offset + 1;
          const { user } = await rpc.request(
            SignupRpc,
            newUser({ email: `picker-${tag}-${number(i)}@hirerelay.test` }),
          );
          await rpc.request(UpdateProfileRpc, {
            userId: user.id,
            patch: { fullName: `Zz Picker ${tag} ${number(i)}` },
          });
          await rpc.request(UpdateUserRpc, { userId: user.id, actorId: alice.id, role: 'admin' });
        }),
      );
    }

    // Every one of them, by name, a page at a time.
    const found: TStaffList['items'] = [];
    let cursor: string | null = null;
    do {
      const path = `/api/staff?search=${encodeURIComponent(`Picker ${tag}`)}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page: HttpResult<TStaffList & ErrorBody> = await alice.session.get<TStaffList & ErrorBody>(path);
      expect(page.status).toBe(200);
      found.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(found.map((member) => member.fullName)).toEqual(
      Array.from({ length: COUNT }, (_, i) => `Zz Picker ${tag} ${String(i + 1).padStart(3, '0')}`),
    );

    // The first page of everyone holds at most a page, by name; the 201st is found by its e-mail.
    const first = await alice.session.get<TStaffList & ErrorBody>('/api/staff');
    expect(first.status).toBe(200);
    expect(first.body.items.length).toBeLessThanOrEqual(20);
    const email = `picker-${tag}-201@hirerelay.test`;
    const byEmail = await alice.session.get<TStaffList & ErrorBody>(
      `/api/staff?search=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({
      items: [{ id: found[200]!.id, fullName: `Zz Picker ${tag} 201`, email }],
      nextCursor: null,
    });

    const job = await importJob(owner);
    const assigned = await alice.session.post<TJobAssignment & ErrorBody>(`/api/jobs/${job.id}/assign`, {
      assigneeId: found[200]!.id,
    });
    expect(assigned.status).toBe(200);
    const view = await alice.session.get<TJobAssignmentView>(`/api/jobs/${job.id}/assignment`);
    expect(view.body.assignee).toEqual({ id: found[200]!.id, fullName: `Zz Picker ${tag} 201`, email });
  }, 180_000);

  it('refuses a search or a page size it cannot take (400), and users (403)', async () => {
    expect((await alice.session.get('/api/staff?limit=101')).status).toBe(400);
    expect((await alice.session.get(`/api/staff?search=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await owner.session.get('/api/staff?search=a')).status).toBe(403);
  });
});

/**
 * The job's overdue alert on the stream, as jobs' outbox relay publishes it when its sweep finds the
 * job past its due time (a due time is hours away: jobs' service tier covers the sweep itself).
 */
function publishOverdue(job: { id: string; title: string; company: string }, assigneeId: string | null) {
  const envelope: TEventEnvelope = {
    id: randomUUID(),
    subject: JobOverdueEvent.subject,
    producer: 'jobs',
    occurredAt: new Date().toISOString(),
    payload: {
      jobId: job.id,
      ownerId: owner.id,
      jobTitle: job.title,
      company: job.company,
      subscriptionType: 'Professional',
      dueAt: new Date(Date.now() - 60_000).toISOString(),
      assigneeId,
    },
  };
  return jetstream(nc).publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
}

describe('live: the queue’s events', () => {
  const streams: EventStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  const open = async (session: HttpSession) => {
    const stream = await openEventStream(session);
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };
  const STAFF_ONLY = new Set(['job-assigned', 'job-overdue']);

  it("sends claims, assignments and the overdue alert to staff, and never to the owner's stream", async () => {
    const job = await importJob(owner);
    const [mine, staffs] = [await open(owner.session), await open(alice.session)];
    const ofJob = (type: string) => (event: { data: { type: string; jobId?: string } }) =>
      event.data.type === type && event.data.jobId === job.id;

    expect((await alice.session.post(`/api/jobs/${job.id}/claim`, {})).status).toBe(200);
    expect((await alice.session.post(`/api/jobs/${job.id}/assign`, { assigneeId: bob.id })).status).toBe(200);
    expect((await bob.session.post(`/api/jobs/${job.id}/unclaim`, {})).status).toBe(200);
    await publishOverdue(job, null);
    await staffs.waitFor(ofJob('job-overdue'), 15_000);
    expect(staffs.events.filter(ofJob('job-assigned')).map((event) => event.data.payload?.action)).toEqual([
      'claim',
      'assign',
      'unclaim',
    ]);

    // The owner's own event comes after them all: had one leaked, it would be in their stream.
    expect((await owner.session.post(`/api/jobs/${job.id}/messages`, { text: 'Any news?' })).status).toBe(
      201,
    );
    await mine.waitFor(ofJob('message-posted'));
    expect(mine.events.filter((event) => STAFF_ONLY.has(event.data.type))).toEqual([]);
    expect(JSON.stringify(mine.events)).not.toContain(alice.id);
    expect(JSON.stringify(mine.events)).not.toContain(bob.id);
  });
});
