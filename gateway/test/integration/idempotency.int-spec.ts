import { randomUUID } from 'node:crypto';
import {
  IdempotencyMessages,
  type TChatMessageView,
  type TImportedJob,
  type TJobMessagesPage,
  type TUsage,
} from '@hirerelay/contracts';
import type { HttpSession } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * Idempotency keys through the gateway (issue 28): a client's retry of an import or a chat post
 * with the same `Idempotency-Key` gets the first reply, and the write happens once. The rules in
 * detail are jobs' service tests (services/jobs/test/service/job-idempotency.svc-spec.ts).
 */
const shared = inject('shared');
let system: JobsSystem;
let alice: Session;

beforeAll(async () => {
  system = await sharedJobsSystem(shared);
  alice = await system.subscriber();
});
afterAll(async () => {
  await system?.stop();
});

const withKey = (key: string) => ({ 'idempotency-key': key });
const importWithKey = (session: HttpSession, url: string, key: string) =>
  session.request<TImportedJob & ErrorBody>('POST', '/api/jobs', { json: { url }, headers: withKey(key) });
async function jobCount(userId: string): Promise<number> {
  const db = await system.database('jobs');
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]!.n;
}
const usageOf = async (session: HttpSession) =>
  (await session.get<{ usage: TUsage | null }>('/api/billing/usage')).body.usage;

describe('an import retried with its Idempotency-Key', () => {
  it('answers the same job twice (201), saves it once and uses one application', async () => {
    const key = randomUUID();
    const url = system.link('greenhouse', randomUUID().slice(0, 8));
    const usedBefore = (await usageOf(alice.session))?.used ?? 0;
    const jobsBefore = await jobCount(alice.id);

    const first = await importWithKey(alice.session, url, key);
    const again = await importWithKey(alice.session, url, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await jobCount(alice.id)).toBe(jobsBefore + 1);
    expect((await usageOf(alice.session))?.used).toBe(usedBefore + 1);
  });

  it('refuses the key with another link (409) and a malformed key (400)', async () => {
    const key = randomUUID();
    expect(
      (await importWithKey(alice.session, system.link('greenhouse', randomUUID().slice(0, 8)), key)).status,
    ).toBe(201);
    const reused = await importWithKey(
      alice.session,
      system.link('greenhouse', randomUUID().slice(0, 8)),
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ error: { code: 'CONFLICT', message: IdempotencyMessages.keyReused } });

    const malformed = await importWithKey(alice.session, system.link('greenhouse', 1), 'x'.repeat(101));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'VALIDATION',
      message: IdempotencyMessages.keyInvalid,
    });
  });
});

describe('a chat post retried with its Idempotency-Key', () => {
  it('answers the same message twice and stores it once', async () => {
    const job = await system.importJob(alice);
    const key = randomUUID();
    const path = `/api/jobs/${job.id}/messages`;
    const send = () =>
      alice.session.request<TChatMessageView & ErrorBody>('POST', path, {
        json: { text: 'Any news?' },
        headers: withKey(key),
      });

    const first = await send();
    const again = await send();

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const page = await alice.session.get<TJobMessagesPage>(path);
    expect(page.body.items.map((message) => message.id)).toEqual([first.body.id]);
  });
});
