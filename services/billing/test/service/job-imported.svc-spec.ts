import { randomUUID } from 'node:crypto';
import { GetUsageRpc, ReleaseQuotaRpc, ReserveQuotaRpc } from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaService } from '../../src/quota/quota.service.js';
import { seedSubscription, startBillingModule, type BillingModule } from './billing-module.js';

let billing: BillingModule;
let quota: QuotaService;

beforeAll(async () => {
  billing = await startBillingModule();
  quota = billing.app.get(QuotaService);
});
afterAll(async () => {
  await billing?.close();
});

const state = async (jobId: string) =>
  (await billing.db.quotaReservation.findUniqueOrThrow({ where: { jobId } })).state;
const used = async (userId: string) => (await quota.usage(GetUsageRpc.request.parse({ userId }))).usage?.used;
/** What the consumer does with a delivered event: the handler inside a transaction. */
const imported = (jobId: string) => billing.db.$transaction((tx) => quota.confirmImported(tx, jobId));

describe('a reservation for an import', () => {
  it("names the subscription's plan, for the job's subscription_type", async () => {
    const { userId } = await seedSubscription(billing);
    const reply = await quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId: randomUUID() }));
    expect(reply).toMatchObject({ state: 'reserved', planName: 'Professional' });
    const again = await quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId: reply.jobId }));
    expect(again).toMatchObject({ state: 'reserved', planName: 'Professional' });
  });
});

describe('events.jobs.job-imported.v1', () => {
  it('confirms the reservation of the imported job, once however often it comes', async () => {
    const { userId } = await seedSubscription(billing);
    const { jobId } = await quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId: randomUUID() }));
    await imported(jobId);
    await imported(jobId);
    expect(await state(jobId)).toBe('confirmed');
    expect(await used(userId)).toBe(1);
  });

  it('counts a reservation the sweep had given back again: the job exists', async () => {
    const { userId } = await seedSubscription(billing);
    const { jobId } = await quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId: randomUUID() }));
    await quota.release(ReleaseQuotaRpc.request.parse({ jobId }));
    expect(await used(userId)).toBe(0);
    await imported(jobId);
    expect(await state(jobId)).toBe('confirmed');
    expect(await used(userId)).toBe(1);
  });

  it('changes nothing for a job that reserved nothing', async () => {
    await expect(imported(randomUUID())).resolves.toBeUndefined();
  });
});
