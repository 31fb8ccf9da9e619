import { randomUUID } from 'node:crypto';
import {
  ChangeJobStatusRpc,
  ErrorCode,
  FollowUpApprovedEvent,
  FollowUpMessages,
  GetJobFollowUpsRpc,
  GetJobRpc,
  ListFollowUpsRpc,
  SendFollowUpRpc,
  SetFollowUpsEnabledRpc,
  SkipFollowUpRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { LOGGER } from '@hirerelay/nest-common';
import { expectRefusal, useFakeDate } from '@hirerelay/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdentityDraftingClient } from '../../src/clients/identity-drafting.client.js';
import { FollowUpWork } from '../../src/follow-ups/follow-up-work.service.js';
import { FollowUpsService } from '../../src/follow-ups/follow-ups.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import {
  expectStaffOnly,
  outboxEvents,
  REFUSED,
  seedJob,
  STAFF,
  useJobsModule,
  userActor,
} from '../support/jobs-module.js';

// Follow-ups of quiet applications (issue 29) on jobs' side: the work makes a task FOLLOW_UP_AFTER_DAYS
// (3 here) after Applied, only for Applied jobs with no reply and the switch on, at most two, the
// second as long after the first was sent; due tasks are cancelled when the job stops qualifying;
// Send records the task, the owner's timeline line and the approval event. Time moves with a fake
// clock; the work's timer stays out of the way and each test drains it.

const DAYS = 3;
const DAY = 86_400_000;
const identity = {
  facts: async () => ({
    facts: { fullName: 'Grace Hopper', firstName: 'Grace', yearsOfExperience: 12 },
    redact: { emails: [], phones: [], addresses: [], selfIdentification: [] },
  }),
};
const options = {
  env: { FOLLOW_UP_AFTER_DAYS: String(DAYS), FOLLOW_UP_INTERVAL_MS: '3600000' },
  replace: [{ provide: IdentityDraftingClient, useValue: identity }],
};
const jobs = useJobsModule(options);
const later = useFakeDate();

const work = () => jobs.app.get(FollowUpWork);
const service = () => jobs.app.get(FollowUpsService);
// The work's first run starts with the module: a job seeded while it runs could be taken half made
// (its recruiter not yet written, the task addressed to nobody). Each test starts with it idle.
beforeEach(async () => {
  await work().idle();
});
async function settle(): Promise<void> {
  await work().idle();
  await work().drain();
}
const tasksOf = (jobId: string) =>
  jobs.db.jobFollowUp.findMany({ where: { jobId }, orderBy: { sequence: 'asc' } });
const getFollowUps = (actor: TJobActor, jobId: string) =>
  service().get(GetJobFollowUpsRpc.request.parse({ actor, jobId }));
const send = (actor: TJobActor, jobId: string, followUpId: string, body: Record<string, unknown> = {}) =>
  service().send(
    SendFollowUpRpc.request.parse({
      actor,
      jobId,
      followUpId,
      recipient: 'recruiter@acme.example',
      subject: 'Following up',
      body: 'Hello,\n\nStill interested.\n\nGrace',
      ...body,
    }),
  );
const skip = (actor: TJobActor, jobId: string, followUpId: string) =>
  service().skip(SkipFollowUpRpc.request.parse({ actor, jobId, followUpId }));
const setEnabled = (actor: TJobActor, jobId: string, enabled: boolean) =>
  service().setEnabled(SetFollowUpsEnabledRpc.request.parse({ actor, jobId, enabled }));

/** A job its owner applied to `daysAgo` days ago (status Applied unless said). */
async function appliedJob(
  daysAgo: number,
  seed: { status?: string; lastReplyAt?: Date; followUpsEnabled?: boolean; recruiterEmail?: string } = {},
) {
  const owner = userActor();
  const jobId = await seedJob(jobs, {
    userId: owner.userId,
    title: 'Data Engineer',
    company: 'Acme',
    status: seed.status ?? 'Applied',
    dateApplied: new Date(Date.now() - daysAgo * DAY),
  });
  await jobs.db.job.update({
    where: { id: jobId },
    data: { lastReplyAt: seed.lastReplyAt ?? null, followUpsEnabled: seed.followUpsEnabled ?? true },
  });
  if (seed.recruiterEmail) {
    await jobs.db.jobRecruiter.create({
      data: { id: randomUUID(), jobId, name: 'Ada', email: seed.recruiterEmail },
    });
  }
  return { jobId, owner };
}

describe('the follow-up work', () => {
  it('makes a due task N days after Applied, addressed to the recruiter, and none before', async () => {
    const fresh = await appliedJob(DAYS - 1);
    const quiet = await appliedJob(DAYS + 1, { recruiterEmail: 'ada@acme.example' });
    await settle();

    expect(await tasksOf(fresh.jobId)).toEqual([]);
    const [task] = await tasksOf(quiet.jobId);
    expect(task).toMatchObject({ sequence: 1, state: 'due', recipient: 'ada@acme.example', subject: null });
    expect(task!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());

    // In staff's tab, oldest first, counted.
    const list = await service().list(ListFollowUpsRpc.request.parse({ actor: STAFF, limit: 200 }));
    expect(list.items.map((row) => row.jobId)).toContain(quiet.jobId);
    expect(list.items.map((row) => row.jobId)).not.toContain(fresh.jobId);
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);
    const dues = list.items.map((row) => row.dueAt);
    expect(dues).toEqual([...dues].sort());

    // Draining again makes nothing more.
    await settle();
    expect(await tasksOf(quiet.jobId)).toHaveLength(1);
  });

  it('makes none for a job not Applied, one with a reply, or one whose owner turned follow-ups off', async () => {
    const rejected = await appliedJob(DAYS + 2, { status: 'Rejected' });
    const replied = await appliedJob(DAYS + 2, { lastReplyAt: new Date() });
    const off = await appliedJob(DAYS + 2, { followUpsEnabled: false });
    await settle();
    for (const job of [rejected, replied, off]) expect(await tasksOf(job.jobId)).toEqual([]);
  });

  it('drafts the nudge on staff’s first read, from the job and the applicant’s name', async () => {
    const { jobId } = await appliedJob(DAYS + 1);
    await settle();
    const { enabled, items } = await getFollowUps(STAFF, jobId);
    expect(enabled).toBe(true);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ state: 'due', sequence: 1, recipient: null });
    expect(items[0]!.subject).toBe('Following up on my application for Data Engineer at Acme');
    expect(items[0]!.body).toContain('the Data Engineer position at Acme on ');
    expect(items[0]!.body.endsWith('Best regards,\nGrace Hopper')).toBe(true);
    // Stored, so the next read shows the same draft.
    expect((await tasksOf(jobId))[0]!.body).toBe(items[0]!.body);
  });

  it('sends: the task is sent with its Message-ID, the owner’s timeline says so, the approval goes out', async () => {
    const { jobId, owner } = await appliedJob(DAYS + 1);
    await settle();
    const [task] = await tasksOf(jobId);

    const sent = await send(STAFF, jobId, task!.id, { recipient: 'hiring@acme.example' });

    expect(sent).toMatchObject({ state: 'sent', recipient: 'hiring@acme.example', sentBy: STAFF.userId });
    expect(sent.messageId).toMatch(/^<followup-[0-9a-f-]{36}@hirerelay>$/);
    const detail = await jobs.app.get(JobDetailService).get(GetJobRpc.request.parse({ actor: owner, jobId }));
    expect(detail.timeline.map((entry) => entry.event)).toContain('Follow-up sent to hiring@acme.example');
    expect(await outboxEvents(jobs, FollowUpApprovedEvent, jobId)).toEqual([
      expect.objectContaining({
        followUpId: task!.id,
        ownerId: owner.userId,
        recipient: 'hiring@acme.example',
        subject: 'Following up',
        body: 'Hello,\n\nStill interested.\n\nGrace',
        messageId: sent.messageId,
        sentBy: STAFF.userId,
      }),
    ]);
    // Sent once: a second Send is refused and sends nothing.
    await expectRefusal(send(STAFF, jobId, task!.id), {
      code: ErrorCode.Conflict,
      message: FollowUpMessages.followUpNotDue,
    });
    expect(await outboxEvents(jobs, FollowUpApprovedEvent, jobId)).toHaveLength(1);
    expect(await service().list(ListFollowUpsRpc.request.parse({ actor: STAFF, limit: 200 }))).not.toEqual(
      expect.objectContaining({ items: expect.arrayContaining([expect.objectContaining({ jobId })]) }),
    );
  });

  it('makes the second N days after the first was sent, and never a third', async () => {
    const { jobId } = await appliedJob(DAYS + 1);
    await settle();
    await send(STAFF, jobId, (await tasksOf(jobId))[0]!.id);

    later(DAYS * DAY - 60_000);
    await settle();
    expect(await tasksOf(jobId)).toHaveLength(1);

    later(2 * 60_000);
    await settle();
    const second = (await tasksOf(jobId))[1];
    expect(second).toMatchObject({ sequence: 2, state: 'due' });
    expect((await getFollowUps(STAFF, jobId)).items[0]!.body).toContain('check in once more');
    await send(STAFF, jobId, second!.id);

    later(10 * DAYS * DAY);
    await settle();
    expect((await tasksOf(jobId)).map((task) => task.state)).toEqual(['sent', 'sent']);
  });

  it('skips: nothing goes out, and the next one counts from the skip', async () => {
    const { jobId } = await appliedJob(DAYS + 1);
    await settle();
    const [task] = await tasksOf(jobId);
    expect(await skip(STAFF, jobId, task!.id)).toMatchObject({ state: 'skipped', messageId: null });
    expect(await outboxEvents(jobs, FollowUpApprovedEvent, jobId)).toEqual([]);
    await settle();
    expect(await tasksOf(jobId)).toHaveLength(1);
    later(DAYS * DAY + 60_000);
    await settle();
    expect((await tasksOf(jobId)).map((row) => row.state)).toEqual(['skipped', 'due']);
  });

  it('cancels a due task when a reply arrives, the status leaves Applied, or the owner turns follow-ups off', async () => {
    const replied = await appliedJob(DAYS + 1);
    const rejected = await appliedJob(DAYS + 1);
    const off = await appliedJob(DAYS + 1);
    await settle();

    // The replies feature sets last_reply_at; staff change the status; the owner flips the switch.
    await jobs.db.job.update({ where: { id: replied.jobId }, data: { lastReplyAt: new Date() } });
    await jobs.app
      .get(JobDetailService)
      .changeStatus(
        ChangeJobStatusRpc.request.parse({ actor: STAFF, jobId: rejected.jobId, status: 'Rejected' }),
      );
    expect(await setEnabled(off.owner, off.jobId, false)).toEqual({ jobId: off.jobId, enabled: false });
    expect((await tasksOf(off.jobId))[0]!.state).toBe('cancelled');

    // Gone from staff's tab at once, and refused if sent from a page still open.
    const list = await service().list(ListFollowUpsRpc.request.parse({ actor: STAFF, limit: 200 }));
    const listed = list.items.map((row) => row.jobId);
    expect(listed).not.toContain(replied.jobId);
    expect(listed).not.toContain(rejected.jobId);
    await expectRefusal(send(STAFF, replied.jobId, (await tasksOf(replied.jobId))[0]!.id), {
      code: ErrorCode.Conflict,
      message: FollowUpMessages.followUpNotDue,
    });

    await settle();
    for (const job of [replied, rejected, off]) {
      expect((await tasksOf(job.jobId)).map((task) => task.state)).toEqual(['cancelled']);
    }
    // Turned back on: none comes back for the replied or rejected job.
    later(10 * DAYS * DAY);
    await settle();
    expect((await tasksOf(replied.jobId)).map((task) => task.state)).toEqual(['cancelled']);
    expect((await tasksOf(rejected.jobId)).map((task) => task.state)).toEqual(['cancelled']);
  });

  it('lets only the owner or staff flip the switch, and only staff list, read, send and skip', async () => {
    const { jobId, owner } = await appliedJob(DAYS + 1);
    await expectRefusal(setEnabled(userActor(), jobId, false), REFUSED.noPermission);
    await expectRefusal(setEnabled(owner, randomUUID(), false), REFUSED.notFound);
    expect(await setEnabled(STAFF, jobId, true)).toEqual({ jobId, enabled: true });
    await expectRefusal(service().list(ListFollowUpsRpc.request.parse({ actor: owner })), REFUSED.staffOnly);
    await expectStaffOnly((actor, id) => getFollowUps(actor, id), { jobId, ownerId: owner.userId });
    await expectRefusal(send(owner, jobId, randomUUID()), REFUSED.staffOnly);
    await expectRefusal(skip(owner, jobId, randomUUID()), REFUSED.staffOnly);
    await expectRefusal(send(STAFF, jobId, randomUUID()), {
      code: ErrorCode.NotFound,
      message: FollowUpMessages.followUpNotFound,
    });
  });
});

describe('two replicas of the follow-up work', () => {
  it('make one task per job between them', async () => {
    const quiet = await Promise.all(Array.from({ length: 30 }, () => appliedJob(DAYS + 1)));
    const one = work();
    // A second replica: the same class on the same database.
    const other = new FollowUpWork(
      (one as unknown as { transactions: never }).transactions,
      (one as unknown as { followUps: never }).followUps,
      jobs.config,
      jobs.app.get(LOGGER),
    );
    await one.idle();
    await Promise.all([one.drain(), other.drain(), one.drain(), other.drain()]);
    for (const job of quiet) {
      expect((await tasksOf(job.jobId)).map((task) => task.sequence)).toEqual([1]);
      expect((await jobs.db.job.findUniqueOrThrow({ where: { id: job.jobId } })).followUpCount).toBe(1);
    }
  });
});
