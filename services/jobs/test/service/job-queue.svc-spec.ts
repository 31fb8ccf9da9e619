import { randomUUID } from 'node:crypto';
import {
  AssignJobRpc,
  ClaimJobRpc,
  ErrorCode,
  GetJobAssignmentRpc,
  JobAssignedEvent,
  JobOverdueEvent,
  JobsMessages,
  ListQueueRpc,
  MarkJobMessagesReadRpc,
  PostJobMessageRpc,
  UnclaimJobRpc,
  type AppError,
  type TJobActor,
  type TQueueRow,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatService } from '../../src/chat/chat.service.js';
import { OverdueSweeper } from '../../src/queue/overdue-sweeper.service.js';
import { QueueService } from '../../src/queue/queue.service.js';
import {
  outboxEvents,
  REFUSED,
  seedJob,
  startJobsModule,
  userActor,
  type JobsModule,
} from '../support/jobs-module.js';

/*
 * The queue and ownership rules on jobs' real database: the queue's order, views and
 * filters, the claim race decided under the row lock, the staff-only history, and the overdue
 * sweeper's one alert per job.
 */

let jobs: JobsModule;
let queue: QueueService;
let sweeper: OverdueSweeper;
let chat: ChatService;

const staff = (): TJobActor => ({ userId: randomUUID(), role: 'admin' });
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  jobs = await startJobsModule();
  queue = jobs.app.get(QueueService);
  sweeper = jobs.app.get(OverdueSweeper);
  chat = jobs.app.get(ChatService);
});
afterAll(async () => {
  await jobs?.close();
});

const list = (actor: TJobActor, filters: Record<string, unknown> = {}) =>
  queue.list(ListQueueRpc.request.parse({ actor, ...filters }));

/** Every page of a view, following the cursors. */
async function wholeQueue(actor: TJobActor, filters: Record<string, unknown> = {}): Promise<TQueueRow[]> {
  const rows: TQueueRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(actor, { ...filters, limit: 2, ...(cursor ? { cursor } : {}) });
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe('the queue', () => {
  beforeEach(async () => {
    await jobs.sql.query('DELETE FROM jobs');
  });

  it('lists jobs not yet Applied by due time (overdue first) and owners waiting in chat by the message’s age', async () => {
    const owner = randomUUID();
    const me = staff();
    const dueLater = await seedJob(jobs, { userId: owner, title: 'due in 30 h', dueAt: hoursFromNow(30) });
    const overdue = await seedJob(jobs, { userId: owner, title: 'overdue 2 h', dueAt: hoursFromNow(-2) });
    const dueSoon = await seedJob(jobs, { userId: owner, title: 'due in 1 h', dueAt: hoursFromNow(1) });
    // Applied, its owner waiting since 5 hours ago: in the queue by the message's age.
    const waiting = await seedJob(jobs, {
      userId: owner,
      title: 'waiting',
      status: 'Applied',
      dueAt: hoursFromNow(-50),
      unreadForStaff: 1,
      waitingSince: hoursFromNow(-5),
    });
    // Applied, nobody waiting: done, not in the queue.
    await seedJob(jobs, { userId: owner, title: 'applied', status: 'Applied', dueAt: hoursFromNow(-40) });
    // Saved and due late, but its owner wrote an hour ago: the message needs a person first.
    const savedWaiting = await seedJob(jobs, {
      userId: owner,
      title: 'saved, waiting',
      dueAt: hoursFromNow(60),
      unreadForStaff: 2,
      waitingSince: hoursFromNow(-1),
    });

    const rows = await wholeQueue(me);
    expect(rows.map((row) => row.id)).toEqual([waiting, overdue, savedWaiting, dueSoon, dueLater]);
    expect(rows.map((row) => row.overdue)).toEqual([false, true, false, false, false]);
    expect(rows.find((row) => row.id === savedWaiting)).toMatchObject({
      unreadMessages: 2,
      assigneeId: null,
    });
  });

  it('has views mine and unassigned, and filters by plan, overdue and details needed', async () => {
    const owner = randomUUID();
    const me = staff();
    const colleague = staff();
    const mine = await seedJob(jobs, { userId: owner, assigneeId: me.userId, dueAt: hoursFromNow(5) });
    const theirs = await seedJob(jobs, {
      userId: owner,
      assigneeId: colleague.userId,
      dueAt: hoursFromNow(-3),
    });
    const nobodys = await seedJob(jobs, {
      userId: owner,
      subscriptionType: 'Unlimited',
      detailsNeeded: true,
      dueAt: hoursFromNow(-1),
    });

    const ids = async (filters: Record<string, unknown>) =>
      (await wholeQueue(me, filters)).map((row) => row.id);
    expect(await ids({})).toEqual([theirs, nobodys, mine]);
    expect(await ids({ view: 'mine' })).toEqual([mine]);
    expect(await ids({ view: 'unassigned' })).toEqual([nobodys]);
    expect(await ids({ plan: 'Unlimited' })).toEqual([nobodys]);
    expect(await ids({ plan: 'Professional' })).toEqual([theirs, mine]);
    expect(await ids({ overdue: true })).toEqual([theirs, nobodys]);
    expect(await ids({ overdue: false })).toEqual([mine]);
    expect(await ids({ detailsNeeded: true })).toEqual([nobodys]);
    expect(await ids({ view: 'unassigned', overdue: true, detailsNeeded: true, plan: 'Unlimited' })).toEqual([
      nobodys,
    ]);
  });

  it('counts an owner as waiting from their first unread message until staff read the chat', async () => {
    const owner = { userId: randomUUID(), role: 'user' } as const;
    const me = staff();
    const jobId = await seedJob(jobs, { userId: owner.userId, status: 'Applied', dueAt: hoursFromNow(-10) });
    expect(await wholeQueue(me)).toEqual([]);

    await chat.post(PostJobMessageRpc.request.parse({ actor: owner, jobId, text: 'Any news?' }));
    await chat.post(PostJobMessageRpc.request.parse({ actor: owner, jobId, text: 'Hello?' }));
    const [row] = await wholeQueue(me);
    const first = await jobs.db.message.findFirstOrThrow({ where: { jobId }, orderBy: { createdAt: 'asc' } });
    expect(row).toMatchObject({ id: jobId, unreadMessages: 2, waitingSince: first.createdAt.toISOString() });

    await chat.markRead(MarkJobMessagesReadRpc.request.parse({ actor: me, jobId }));
    expect(await wholeQueue(me)).toEqual([]);
  });

  it('refuses a cursor it did not issue', async () => {
    await expectRefusal(list(staff(), { cursor: 'bm90LWEtY3Vyc29y' }), {
      code: ErrorCode.Validation,
      fields: { cursor: 'Invalid cursor' },
    });
  });
});

describe('who owns a job', () => {
  it('gives a job claimed by 20 staff members at once to exactly one, and the others are told who has it', async () => {
    const jobId = await seedJob(jobs, { userId: randomUUID() });
    const claimants = Array.from({ length: 20 }, staff);
    const outcomes = await Promise.allSettled(
      claimants.map((actor) => queue.claim(ClaimJobRpc.request.parse({ actor, jobId }))),
    );

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ assigneeId: string | null }>).value.assigneeId;
    expect(claimants.map((actor) => actor.userId)).toContain(winner);
    const refusals = outcomes
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map((outcome) => outcome.reason as AppError);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect({ code: refusal.code, message: refusal.message, fields: refusal.fields }).toEqual({
        code: ErrorCode.Conflict,
        message: JobsMessages.alreadyClaimed,
        fields: { reason: 'claimed', assigneeId: winner },
      });
    }

    expect(await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({
      assigneeId: winner,
    });
    expect(await jobs.db.jobAssignment.count({ where: { jobId } })).toBe(1);
    expect(await outboxEvents(jobs, JobAssignedEvent, jobId)).toHaveLength(1);
  });

  it('claims, assigns and unclaims with a staff-only history, one event per change', async () => {
    const ownerId = randomUUID();
    const jobId = await seedJob(jobs, { userId: ownerId });
    const alice = staff();
    const bob = staff();

    expect(await queue.claim(ClaimJobRpc.request.parse({ actor: alice, jobId }))).toMatchObject({
      assigneeId: alice.userId,
    });
    // Claiming one's own job again changes nothing.
    await queue.claim(ClaimJobRpc.request.parse({ actor: alice, jobId }));
    await expectRefusal(queue.claim(ClaimJobRpc.request.parse({ actor: bob, jobId })), {
      code: ErrorCode.Conflict,
      fields: { reason: 'claimed', assigneeId: alice.userId },
    });
    // Any staff member may give it to someone else, or to nobody.
    await queue.assign(AssignJobRpc.request.parse({ actor: alice, jobId, assigneeId: bob.userId }));
    await queue.unclaim(UnclaimJobRpc.request.parse({ actor: bob, jobId }));

    const view = await queue.assignment(GetJobAssignmentRpc.request.parse({ actor: bob, jobId }));
    expect(view.assigneeId).toBeNull();
    expect(
      view.history.map(({ action, assigneeId, previousAssigneeId, changedBy }) => ({
        action,
        assigneeId,
        previousAssigneeId,
        changedBy,
      })),
    ).toEqual([
      { action: 'claim', assigneeId: alice.userId, previousAssigneeId: null, changedBy: alice.userId },
      { action: 'assign', assigneeId: bob.userId, previousAssigneeId: alice.userId, changedBy: alice.userId },
      { action: 'unclaim', assigneeId: null, previousAssigneeId: bob.userId, changedBy: bob.userId },
    ]);
    const events = await outboxEvents(jobs, JobAssignedEvent, jobId);
    expect(events.map((event) => [event.action, event.ownerId])).toEqual([
      ['claim', ownerId],
      ['assign', ownerId],
      ['unclaim', ownerId],
    ]);
  });

  it('refuses users on every queue and assignment call, and answers an unknown job as not found', async () => {
    const user = userActor();
    const jobId = await seedJob(jobs, { userId: user.userId });
    await expectRefusal(list(user), REFUSED.staffOnly);
    await expectRefusal(queue.claim(ClaimJobRpc.request.parse({ actor: user, jobId })), REFUSED.staffOnly);
    await expectRefusal(
      queue.assign(AssignJobRpc.request.parse({ actor: user, jobId, assigneeId: user.userId })),
      REFUSED.staffOnly,
    );
    await expectRefusal(
      queue.unclaim(UnclaimJobRpc.request.parse({ actor: user, jobId })),
      REFUSED.staffOnly,
    );
    await expectRefusal(
      queue.assignment(GetJobAssignmentRpc.request.parse({ actor: user, jobId })),
      REFUSED.staffOnly,
    );
    expect(await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ assigneeId: null });
    await expectRefusal(
      queue.claim(ClaimJobRpc.request.parse({ actor: staff(), jobId: randomUUID() })),
      REFUSED.notFound,
    );
  });
});

describe('the overdue alert', () => {
  it('alerts each Saved job past its due time once, with its assignee, and never a job Applied or not yet due', async () => {
    await jobs.sql.query('DELETE FROM jobs');
    const owner = randomUUID();
    const assignee = randomUUID();
    const late = await seedJob(jobs, { userId: owner, dueAt: hoursFromNow(-1), assigneeId: assignee });
    const lateUnowned = await seedJob(jobs, { userId: owner, dueAt: hoursFromNow(-3) });
    const notYet = await seedJob(jobs, { userId: owner, dueAt: hoursFromNow(1) });
    const applied = await seedJob(jobs, { userId: owner, status: 'Applied', dueAt: hoursFromNow(-5) });

    expect(await sweeper.sweep()).toBe(2);
    expect(await sweeper.sweep()).toBe(0);
    expect(await outboxEvents(jobs, JobOverdueEvent, late)).toEqual([
      expect.objectContaining({ jobId: late, ownerId: owner, assigneeId: assignee }),
    ]);
    expect(await outboxEvents(jobs, JobOverdueEvent, lateUnowned)).toEqual([
      expect.objectContaining({ jobId: lateUnowned, assigneeId: null }),
    ]);
    expect(await outboxEvents(jobs, JobOverdueEvent, notYet)).toEqual([]);
    expect(await outboxEvents(jobs, JobOverdueEvent, applied)).toEqual([]);

    // Two sweeps at once (two replicas) still alert a newly late job once.
    const another = await seedJob(jobs, { userId: owner, dueAt: hoursFromNow(-0.5) });
    const counts = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await outboxEvents(jobs, JobOverdueEvent, another)).toHaveLength(1);
  });
});
