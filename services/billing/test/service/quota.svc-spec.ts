import { randomUUID } from 'node:crypto';
import {
  BillingMessages,
  CheckQuotaRpc,
  ConfirmQuotaRpc,
  ErrorCode,
  GetUsageRpc,
  ReleaseQuotaRpc,
  ReserveQuotaRpc,
  UsageChangedEvent,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaService } from '../../src/quota/quota.service.js';
import { seedSubscription, startBillingModule, type BillingModule } from '../support/billing-module.js';

let billing: BillingModule;
let quota: QuotaService;

beforeAll(async () => {
  billing = await startBillingModule();
  quota = billing.app.get(QuotaService);
});
afterAll(async () => {
  await billing?.close();
});

const reserve = (userId: string, jobId = randomUUID()) =>
  quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId }));
const release = (jobId: string) => quota.release(ReleaseQuotaRpc.request.parse({ jobId }));
const confirm = (jobId: string) => quota.confirm(ConfirmQuotaRpc.request.parse({ jobId }));
const used = async (userId: string) => (await quota.usage(GetUsageRpc.request.parse({ userId }))).usage?.used;

async function reserveMany(userId: string, count: number): Promise<string[]> {
  const jobIds: string[] = [];
  for (let i = 0; i < count; i += 1) jobIds.push((await reserve(userId)).jobId);
  return jobIds;
}

const limitReached = (quotaValue: number) => ({
  code: ErrorCode.Forbidden,
  message: BillingMessages.limitReached(quotaValue),
});

describe('reserving an application', () => {
  it('lets exactly 3 of 20 racing reservations take the last 3', async () => {
    const { userId } = await seedSubscription(billing, { quota: 10 });
    await reserveMany(userId, 7);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserve(userId)));
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({
          code: ErrorCode.Forbidden,
          message: BillingMessages.limitReached(10),
        });
      }
    }
    expect(await used(userId)).toBe(10);
    const { rows } = await billing.sql.query<{ count: string }>(
      "SELECT count(*) FROM quota_reservations WHERE user_id = $1 AND state = 'reserved'",
      [userId],
    );
    expect(Number(rows[0]!.count)).toBe(10);
  });

  it('takes one for the same job asked twice, one after the other or at once', async () => {
    const { userId } = await seedSubscription(billing);
    const jobId = randomUUID();
    const first = await reserve(userId, jobId);
    expect(first).toMatchObject({ jobId, state: 'reserved', usage: { used: 1, quota: 25 } });
    expect((await reserve(userId, jobId)).usage.used).toBe(1);
    const racing = randomUUID();
    await Promise.all([reserve(userId, racing), reserve(userId, racing), reserve(userId, racing)]);
    expect(await used(userId)).toBe(2);
  });

  it('records a usage-changed event with each change, and none for a repeat', async () => {
    const { userId } = await seedSubscription(billing);
    const jobId = randomUUID();
    await reserve(userId, jobId);
    await reserve(userId, jobId);
    const { rows } = await billing.sql.query<{ envelope: { payload: { used: number; quota: number } } }>(
      "SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2",
      [UsageChangedEvent.subject, userId],
    );
    expect(rows.map((row) => row.envelope.payload)).toMatchObject([{ used: 1, quota: 25 }]);
  });

  it('is refused without a subscription, saying one is needed', async () => {
    await expectRefusal(reserve(randomUUID()), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionRequired,
    });
  });

  it.each(['past_due', 'canceled', 'incomplete', 'unpaid'])(
    'is refused as inactive when %s',
    async (status) => {
      const { userId } = await seedSubscription(billing, { status });
      await expectRefusal(reserve(userId), {
        code: ErrorCode.Forbidden,
        message: BillingMessages.subscriptionInactive,
      });
      const { rows } = await billing.sql.query('SELECT 1 FROM quota_reservations WHERE user_id = $1', [
        userId,
      ]);
      expect(rows).toHaveLength(0);
    },
  );

  it('is allowed while trialing', async () => {
    const { userId } = await seedSubscription(billing, { status: 'trialing' });
    expect((await reserve(userId)).usage.used).toBe(1);
  });

  it('is refused as inactive once the period has ended without a renewal', async () => {
    const periodEnd = new Date(Date.now() - 1000);
    const { userId } = await seedSubscription(billing, {
      periodStart: new Date(periodEnd.getTime() - 30 * 86_400_000),
      periodEnd,
    });
    await expectRefusal(reserve(userId), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionInactive,
    });
  });

  it('is refused at the limit naming the quota, extra packs included, and changes nothing', async () => {
    const { userId } = await seedSubscription(billing, { quota: 2 });
    await reserveMany(userId, 2);
    const jobId = randomUUID();
    await expectRefusal(reserve(userId, jobId), limitReached(2));
    await billing.sql.query('UPDATE quota_periods SET extra_packs = 1 WHERE user_id = $1', [userId]);
    await reserveMany(userId, 5);
    await expectRefusal(reserve(userId, jobId), limitReached(7));
    expect(await used(userId)).toBe(7);
    const { rows } = await billing.sql.query('SELECT 1 FROM quota_reservations WHERE job_id = $1', [jobId]);
    expect(rows).toHaveLength(0);
  });

  it('never runs out on the unlimited plan (999)', async () => {
    const { userId } = await seedSubscription(billing, { quota: 999 });
    await reserve(userId);
    await billing.sql.query('UPDATE quota_periods SET used = 1200 WHERE user_id = $1', [userId]);
    expect((await reserve(userId)).usage).toMatchObject({ used: 1201, quota: 999 });
  });
});

describe('checking whether the user could import (the review step, nothing reserved)', () => {
  const check = (userId: string) => quota.check(CheckQuotaRpc.request.parse({ userId }));

  it('answers the plan while some are left, and on the unlimited plan, taking nothing', async () => {
    const { userId } = await seedSubscription(billing, { quota: 2 });
    await reserveMany(userId, 1);
    expect(await check(userId)).toEqual({ planName: 'Professional' });
    expect(await used(userId)).toBe(1);
    const unlimited = await seedSubscription(billing, { quota: 999 });
    await reserve(unlimited.userId);
    await billing.sql.query('UPDATE quota_periods SET used = 1200 WHERE user_id = $1', [unlimited.userId]);
    expect(await check(unlimited.userId)).toEqual({ planName: 'Professional' });
  });

  it('refuses as the reservation does: no subscription, an inactive one, the limit (extra packs included)', async () => {
    await expectRefusal(check(randomUUID()), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionRequired,
    });
    const pastDue = await seedSubscription(billing, { status: 'past_due' });
    await expectRefusal(check(pastDue.userId), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionInactive,
    });
    const { userId } = await seedSubscription(billing, { quota: 2 });
    await reserveMany(userId, 2);
    await expectRefusal(check(userId), limitReached(2));
    await billing.sql.query('UPDATE quota_periods SET extra_packs = 1 WHERE user_id = $1', [userId]);
    expect(await check(userId)).toEqual({ planName: 'Professional' });
    expect(await used(userId)).toBe(2);
  });
});

describe('releasing an application', () => {
  it('gives one back once, however often it is asked', async () => {
    const { userId } = await seedSubscription(billing, { quota: 1 });
    const [jobId] = await reserveMany(userId, 1);
    await expectRefusal(reserve(userId), limitReached(1));
    expect(await release(jobId!)).toMatchObject({ jobId, state: 'released', usage: { used: 0 } });
    expect((await release(jobId!)).usage.used).toBe(0);
    expect((await reserve(userId)).usage.used).toBe(1);
  });

  it('gives back a confirmed one too (staff deleting a job before Applied)', async () => {
    const { userId } = await seedSubscription(billing);
    const [jobId] = await reserveMany(userId, 2);
    expect((await confirm(jobId!)).state).toBe('confirmed');
    expect((await release(jobId!)).usage.used).toBe(1);
  });

  it('is refused for a job with no reservation', async () => {
    await expectRefusal(release(randomUUID()), {
      code: ErrorCode.NotFound,
      message: BillingMessages.reservationNotFound,
    });
  });
});

describe('the sweep', () => {
  it('gives back reservations not confirmed in time, and leaves confirmed and recent ones', async () => {
    const { userId } = await seedSubscription(billing);
    const [stale, confirmedJob, recent] = await reserveMany(userId, 3);
    await confirm(confirmedJob!);
    await billing.sql.query(
      "UPDATE quota_reservations SET reserved_at = now() - interval '1 hour' WHERE job_id = ANY($1::uuid[])",
      [[stale, confirmedJob]],
    );
    expect(await quota.sweep(900)).toBe(1);
    expect(await used(userId)).toBe(2);
    const { rows } = await billing.sql.query<{ job_id: string; state: string }>(
      'SELECT job_id, state FROM quota_reservations WHERE user_id = $1 ORDER BY state',
      [userId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.job_id, row.state]))).toEqual({
      [stale!]: 'released',
      [confirmedJob!]: 'confirmed',
      [recent!]: 'reserved',
    });
    expect(await quota.sweep(900)).toBe(0);
  });

  it('is undone by a late confirm: the saved job counts again', async () => {
    const { userId } = await seedSubscription(billing);
    const [jobId] = await reserveMany(userId, 1);
    await billing.sql.query(
      "UPDATE quota_reservations SET reserved_at = now() - interval '1 hour' WHERE job_id = $1",
      [jobId],
    );
    await quota.sweep(900);
    expect(await used(userId)).toBe(0);
    expect(await confirm(jobId!)).toMatchObject({ state: 'confirmed', usage: { used: 1 } });
  });
});

describe('a new billing period', () => {
  it('starts at 0 with nothing carried over, and the old period keeps its count', async () => {
    const firstStart = new Date(Date.now() - 40 * 86_400_000);
    const renewal = new Date(firstStart.getTime() + 30 * 86_400_000);
    const { userId, subscriptionId } = await seedSubscription(billing, {
      quota: 10,
      periodStart: firstStart,
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    await reserveMany(userId, 4);
    await billing.sql.query('UPDATE quota_periods SET extra_packs = 1 WHERE user_id = $1', [userId]);
    await billing.sql.query(
      'UPDATE subscriptions SET current_period_start = $2, current_period_end = $3 WHERE id = $1',
      [subscriptionId, renewal, new Date(renewal.getTime() + 30 * 86_400_000)],
    );
    expect(await used(userId)).toBe(0);
    expect((await reserve(userId)).usage).toMatchObject({
      used: 1,
      quota: 10,
      periodStart: renewal.toISOString(),
    });
    const { rows } = await billing.sql.query<{ used: number; extra_packs: number }>(
      'SELECT used, extra_packs FROM quota_periods WHERE user_id = $1 ORDER BY period_start',
      [userId],
    );
    expect(rows).toEqual([
      { used: 4, extra_packs: 1 },
      { used: 1, extra_packs: 0 },
    ]);
  });
});
