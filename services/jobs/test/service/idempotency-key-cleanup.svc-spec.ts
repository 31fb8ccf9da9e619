import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  IDEMPOTENCY_CLEANUP_BATCH,
  IdempotencyKeyCleanup,
} from '../../src/jobs/idempotency-key-cleanup.service.js';
import { IdempotencyKeyRepository } from '../../src/jobs/idempotency-key.repository.js';
import { useJobsModule } from '../support/jobs-module.js';

/*
 * Expired idempotency keys go on a timer too (issue 28), not only on their user's next keyed
 * write: a user who never writes again leaves nothing behind after 24 hours. Batches are bounded
 * and skip each other's rows, so every replica runs the same loop.
 */
const jobs = useJobsModule();

/** `count` keys of one new user, `minutes` old. */
async function storeKeys(count: number, minutes: number): Promise<string> {
  const userId = randomUUID();
  await jobs.sql.query(
    `INSERT INTO idempotency_keys (user_id, operation, key, fingerprint, reply, created_at)
     SELECT $1::uuid, 'job.import', 'key-' || n, 'f', '{}'::jsonb, now() - make_interval(mins => $3)
       FROM generate_series(1, $2::int) AS n`,
    [userId, count, minutes],
  );
  return userId;
}
const keysOf = async (userId: string) =>
  Number(
    (
      await jobs.sql.query<{ n: string }>(
        'SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1::uuid',
        [userId],
      )
    ).rows[0]!.n,
  );

describe('IdempotencyKeyCleanup', () => {
  it('deletes every key older than 24 hours in bounded batches and keeps the younger ones', async () => {
    const manyExpired = await storeKeys(IDEMPOTENCY_CLEANUP_BATCH * 2 + 5, 25 * 60);
    const justExpired = await storeKeys(3, 24 * 60 + 1);
    const young = await storeKeys(4, 24 * 60 - 5);
    const keys = jobs.app.get(IdempotencyKeyRepository);
    const deletes = vi.spyOn(keys, 'deleteExpired');
    const cleanup = jobs.app.get(IdempotencyKeyCleanup);
    await cleanup.idle();
    await cleanup.drain();

    expect(await keysOf(manyExpired)).toBe(0);
    expect(await keysOf(justExpired)).toBe(0);
    expect(await keysOf(young)).toBe(4);
    expect(deletes.mock.calls.length).toBeGreaterThanOrEqual(3);
    for (const [limit] of deletes.mock.calls) expect(limit).toBe(IDEMPOTENCY_CLEANUP_BATCH);
    deletes.mockRestore();
  });

  it('shares the rows between replicas: two cleanups at once delete each key once, and all of them', async () => {
    const expired = await storeKeys(300, 30 * 60);
    const { rows } = await jobs.sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`,
    );
    const keys = jobs.app.get(IdempotencyKeyRepository);
    const [a, b] = await Promise.all([keys.deleteExpired(200), keys.deleteExpired(200)]);
    expect(a + b).toBe(Number(rows[0]!.n));
    expect(await keysOf(expired)).toBe(0);
  });
});
