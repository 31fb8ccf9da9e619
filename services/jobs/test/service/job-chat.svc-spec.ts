import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  GetJobRpc,
  INVALID_CURSOR,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  ListJobMessagesRpc,
  ListJobsRpc,
  MarkJobMessagesReadRpc,
  PostJobMessageRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { ChatService } from '../../src/chat/chat.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { outboxEvents, REFUSED, seedJob, STAFF, useJobsModule, userActor } from '../support/jobs-module.js';

const jobs = useJobsModule();
const chat = () => jobs.app.get(ChatService);

const user = userActor;
const OTHER_STAFF: TJobActor = { userId: randomUUID(), role: 'admin' };
const { notFound, noPermission } = REFUSED;

const post = (actor: TJobActor, jobId: string, text: string) =>
  chat().post(PostJobMessageRpc.request.parse({ actor, jobId, text }));
/** Posts one after the other, each in a later millisecond, so the order by time is certain. */
async function postInTurn(jobId: string, messages: [TJobActor, string][]): Promise<void> {
  for (const [actor, text] of messages) {
    await post(actor, jobId, text);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
const list = (actor: TJobActor, jobId: string, page: { limit?: number; cursor?: string } = {}) =>
  chat().list(ListJobMessagesRpc.request.parse({ actor, jobId, ...page }));
const markRead = (actor: TJobActor, jobId: string) =>
  chat().markRead(MarkJobMessagesReadRpc.request.parse({ actor, jobId }));
const unreadOf = async (actor: TJobActor, jobId: string) =>
  (await jobs.app.get(JobDetailService).get(GetJobRpc.request.parse({ actor, jobId }))).unreadMessages;
const counters = async (jobId: string) => {
  const job = await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } });
  return { owner: job.unreadForOwner, staff: job.unreadForStaff };
};

describe('posting a message', () => {
  it('stores the trimmed text with its sender and role, counts it unread for the other side, and tells', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId, title: 'Designer', company: 'Initech' });
    const message = await post(owner, jobId, '  Any news?  ');
    expect(message).toMatchObject({
      jobId,
      senderId: owner.userId,
      senderRole: 'user',
      text: 'Any news?',
      isRead: false,
    });
    expect(await counters(jobId)).toEqual({ owner: 0, staff: 1 });
    const reply = await post(STAFF, jobId, 'We applied today.');
    expect(reply).toMatchObject({ senderId: STAFF.userId, senderRole: 'admin' });
    expect(await counters(jobId)).toEqual({ owner: 1, staff: 1 });
    expect(await unreadOf(owner, jobId)).toBe(1);
    expect(await unreadOf(STAFF, jobId)).toBe(1);
    expect(await outboxEvents(jobs, JobMessagePostedEvent, jobId)).toEqual([
      {
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Designer',
        company: 'Initech',
        messageId: message.id,
        senderId: owner.userId,
        senderRole: 'user',
        text: 'Any news?',
        createdAt: message.createdAt,
        unreadForOwner: 0,
        unreadForStaff: 1,
      },
      expect.objectContaining({
        messageId: reply.id,
        senderRole: 'admin',
        unreadForOwner: 1,
        unreadForStaff: 1,
      }),
    ]);
  });

  it.each([
    ['empty', '', 'Message cannot be empty'],
    ['only spaces and line breaks', ' \n\t ', 'Message cannot be empty'],
    ['over 4,000 characters once trimmed', ` ${'x'.repeat(4001)} `, 'Must be 4000 characters or fewer'],
    ['with a NUL character', 'hi\u0000', 'Please remove invalid characters'],
  ])('refuses a message that is %s', (_label, text, message) => {
    const parsed = PostJobMessageRpc.request.safeParse({ actor: user(), jobId: randomUUID(), text });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes 4,000 characters and keeps line breaks', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    expect((await post(owner, jobId, 'x'.repeat(4000))).text).toHaveLength(4000);
    expect((await post(owner, jobId, 'one\ntwo')).text).toBe('one\ntwo');
  });

  it("refuses another user's job and a job that does not exist, storing nothing", async () => {
    const jobId = await seedJob(jobs, { userId: randomUUID() });
    await expectRefusal(post(user(), jobId, 'hello'), noPermission);
    await expectRefusal(post(user(), randomUUID(), 'hello'), notFound);
    expect(await jobs.db.message.count({ where: { jobId } })).toBe(0);
    expect(await counters(jobId)).toEqual({ owner: 0, staff: 0 });
  });

  it('keeps the counter equal to the messages when many are posted at once', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await Promise.all(Array.from({ length: 10 }, (_, index) => post(owner, jobId, `message ${index}`)));
    expect(await counters(jobId)).toEqual({ owner: 0, staff: 10 });
  });
});

describe('reading the chat', () => {
  it('lists newest first, page after page, for the owner and staff; reading marks nothing', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await postInTurn(jobId, [
      [owner, 'one'],
      [STAFF, 'two'],
      [owner, 'three'],
    ]);
    const first = await list(owner, jobId, { limit: 2 });
    expect(first.items.map((message) => message.text)).toEqual(['three', 'two']);
    const second = await list(owner, jobId, { limit: 2, cursor: first.nextCursor! });
    expect(second).toMatchObject({ items: [{ text: 'one' }], nextCursor: null });
    expect((await list(STAFF, jobId)).items).toHaveLength(3);
    expect(await counters(jobId)).toEqual({ owner: 1, staff: 2 });
  });

  it("refuses another user's job, a job that does not exist and a cursor it did not issue", async () => {
    const jobId = await seedJob(jobs, { userId: randomUUID() });
    await expectRefusal(list(user(), jobId), noPermission);
    await expectRefusal(list(user(), randomUUID()), notFound);
    await expectRefusal(list(STAFF, jobId, { cursor: 'bm90LWEtY3Vyc29y' }), {
      code: ErrorCode.Validation,
      fields: { cursor: INVALID_CURSOR },
    });
  });
});

describe('read marks (opening the Chat tab)', () => {
  it("marks the other side's messages read and clears the caller's counter only", async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await postInTurn(jobId, [
      [owner, 'from the owner'],
      [STAFF, 'from staff 1'],
      [OTHER_STAFF, 'from staff 2'],
    ]);
    expect(await markRead(owner, jobId)).toEqual({ marked: 2, unreadMessages: 0 });
    expect(await counters(jobId)).toEqual({ owner: 0, staff: 1 });
    const messages = (await list(owner, jobId)).items;
    expect(messages.map(({ text, isRead }) => ({ text, isRead }))).toEqual([
      { text: 'from staff 2', isRead: true },
      { text: 'from staff 1', isRead: true },
      { text: 'from the owner', isRead: false },
    ]);
    expect(await outboxEvents(jobs, JobMessagesReadEvent, jobId)).toEqual([
      {
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Software Engineer',
        company: 'Acme',
        readerId: owner.userId,
        readerRole: 'user',
        readAt: expect.any(String),
        marked: 2,
        unreadForOwner: 0,
        unreadForStaff: 1,
      },
    ]);
  });

  it("lets any staff member read the owner's messages for staff", async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await post(owner, jobId, 'hello');
    expect(await markRead(OTHER_STAFF, jobId)).toEqual({ marked: 1, unreadMessages: 0 });
    expect(await unreadOf(STAFF, jobId)).toBe(0);
    expect((await outboxEvents(jobs, JobMessagesReadEvent, jobId))[0]).toMatchObject({ readerRole: 'admin' });
  });

  it('changes nothing and tells nobody when nothing is unread', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await post(owner, jobId, 'my own message');
    expect(await markRead(owner, jobId)).toEqual({ marked: 0, unreadMessages: 0 });
    expect(await counters(jobId)).toEqual({ owner: 0, staff: 1 });
    expect(await outboxEvents(jobs, JobMessagesReadEvent, jobId)).toEqual([]);
  });

  it("clears the list's unread-first order for the reader", async () => {
    const owner = user();
    const older = await seedJob(jobs, {
      userId: owner.userId,
      dateReceived: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await seedJob(jobs, { userId: owner.userId });
    await post(STAFF, older, 'news');
    const order = async () =>
      (await jobs.app.get(JobsService).list(ListJobsRpc.request.parse({ actor: owner }))).items.map(
        (job) => job.id,
      );
    expect(await order()).toEqual([older, newer]);
    await markRead(owner, older);
    expect(await order()).toEqual([newer, older]);
  });

  it("refuses another user's job and marks nothing", async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await post(STAFF, jobId, 'for the owner');
    await expectRefusal(markRead(user(), jobId), noPermission);
    expect(await counters(jobId)).toEqual({ owner: 1, staff: 0 });
  });
});
