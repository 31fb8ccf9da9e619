import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  JobImportedEvent,
  JobMessagePostedEvent,
  IdempotencyMessages,
  JobsMessages,
  PostJobMessageRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { ChatService } from '../../src/chat/chat.service.js';
import { useImportModule } from '../support/import-module.js';
import { outboxEvents, seedJob, userActor } from '../support/jobs-module.js';

/*
 * Idempotency keys (issue 28): a repeat of a keyed import or chat post answers the first reply and
 * writes nothing; the key with other details is refused; keys expire after 24 hours. billing's
 * ledger is stood in by a counter that, like billing, takes one application per job id.
 */

const { jobs, quota, importJob, linkedIn, jobsOf } = useImportModule();

const post = (actor: TJobActor, jobId: string, text: string, idempotencyKey?: string) =>
  jobs.app.get(ChatService).post(PostJobMessageRpc.request.parse({ actor, jobId, text, idempotencyKey }));
const messagesOf = (jobId: string) => jobs.db.message.findMany({ where: { jobId } });
const keysOf = (userId: string) => jobs.db.idempotencyKey.findMany({ where: { userId } });
const REUSED = { code: ErrorCode.Conflict, message: IdempotencyMessages.keyReused };

/** Makes the user's stored keys look `hours` old. */
const age = (userId: string, hours: number) =>
  jobs.sql.query(
    `UPDATE idempotency_keys SET created_at = now() - make_interval(hours => $2) WHERE user_id = $1::uuid`,
    [userId, hours],
  );

describe('an import with an idempotency key', () => {
  it('answers a repeat with the first reply and stores nothing again: one job, one event, one application', async () => {
    const userId = randomUUID();
    const url = linkedIn();
    const first = await importJob(userId, url, 'import-key-1');
    const again = await importJob(userId, url, 'import-key-1');

    expect(again).toEqual(first);
    expect(await jobsOf(userId)).toHaveLength(1);
    expect(await outboxEvents(jobs, JobImportedEvent, first.job.id)).toHaveLength(1);
    expect(quota.left).toBe(99);
    expect(quota.reserveCalls).toBe(1);
    expect(await keysOf(userId)).toMatchObject([{ key: 'import-key-1', operation: 'job.import' }]);
  });

  it('saves one job when repeats race (both answer it)', async () => {
    const userId = randomUUID();
    const url = linkedIn();
    const replies = await Promise.all([
      importJob(userId, url, 'racing-key'),
      importJob(userId, url, 'racing-key'),
      importJob(userId, url, 'racing-key'),
    ]);

    const jobIds = new Set(replies.map((reply) => reply.job.id));
    expect(jobIds.size).toBe(1);
    expect(await jobsOf(userId)).toHaveLength(1);
    expect(await outboxEvents(jobs, JobImportedEvent, replies[0]!.job.id)).toHaveLength(1);
    expect(quota.left).toBe(99);
  });

  it('refuses the key with another link, storing nothing for it', async () => {
    const userId = randomUUID();
    await importJob(userId, linkedIn(), 'same-key');
    await expectRefusal(importJob(userId, linkedIn(), 'same-key'), REUSED);
    expect(await jobsOf(userId)).toHaveLength(1);
    expect(quota.left).toBe(99);
  });

  it('keeps keys apart per user', async () => {
    const url = linkedIn();
    const [a, b] = [randomUUID(), randomUUID()];
    const first = await importJob(a, url, 'shared-key');
    const second = await importJob(b, url, 'shared-key');
    expect(second.job.id).not.toBe(first.job.id);
    expect(second.job.userId).toBe(b);
  });

  it('forgets a key after 24 hours: a later request with it is a new one', async () => {
    const userId = randomUUID();
    const url = linkedIn();
    await importJob(userId, url, 'old-key');
    await age(userId, 25);

    // The same link again is now the duplicate refusal, not the stored reply.
    await expectRefusal(importJob(userId, url, 'old-key'), {
      code: ErrorCode.Conflict,
      message: JobsMessages.duplicate,
    });
    // Another link with the expired key is imported, and the expired row gives way to it.
    const other = await importJob(userId, linkedIn(), 'old-key');
    expect(await jobsOf(userId)).toHaveLength(2);
    const keys = await keysOf(userId);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.reply).toMatchObject({ job: { id: other.job.id } });
  });

  it('drops the user’s expired keys on the next keyed write', async () => {
    const userId = randomUUID();
    await importJob(userId, linkedIn(), 'expired-1');
    await age(userId, 25);
    await importJob(userId, linkedIn(), 'fresh-1');
    expect((await keysOf(userId)).map((row) => row.key)).toEqual(['fresh-1']);
  });

  it('changes nothing without a key', async () => {
    const userId = randomUUID();
    const url = linkedIn();
    await importJob(userId, url);
    await expectRefusal(importJob(userId, url), {
      code: ErrorCode.Conflict,
      message: JobsMessages.duplicate,
    });
    expect(await keysOf(userId)).toEqual([]);
  });
});

describe('a chat post with an idempotency key', () => {
  it('answers a repeat with the first message and posts nothing again', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    const first = await post(owner, jobId, 'Any news?', 'chat-key-1');
    const again = await post(owner, jobId, 'Any news?', 'chat-key-1');

    expect(again).toEqual(first);
    expect(await messagesOf(jobId)).toHaveLength(1);
    expect(await outboxEvents(jobs, JobMessagePostedEvent, jobId)).toHaveLength(1);
    const job = await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.unreadForStaff).toBe(1);
  });

  it('posts once when repeats race', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    const replies = await Promise.all([1, 2, 3].map(() => post(owner, jobId, 'Hello', 'racing-chat')));
    expect(new Set(replies.map((reply) => reply.id)).size).toBe(1);
    expect(await messagesOf(jobId)).toHaveLength(1);
    expect(await outboxEvents(jobs, JobMessagePostedEvent, jobId)).toHaveLength(1);
  });

  it('refuses the key with another text or on another job', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    const otherJob = await seedJob(jobs, { userId: owner.userId });
    await post(owner, jobId, 'First', 'chat-key-2');
    await expectRefusal(post(owner, jobId, 'Second', 'chat-key-2'), REUSED);
    await expectRefusal(post(owner, otherJob, 'First', 'chat-key-2'), REUSED);
    expect(await messagesOf(jobId)).toHaveLength(1);
    expect(await messagesOf(otherJob)).toHaveLength(0);
  });

  it('posts the same text twice without a key (two messages)', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await post(owner, jobId, 'ok');
    await post(owner, jobId, 'ok');
    expect(await messagesOf(jobId)).toHaveLength(2);
  });
});
