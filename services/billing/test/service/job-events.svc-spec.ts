import { randomUUID } from 'node:crypto';
import { ConfirmQuotaRpc, GetUsageRpc, ReleaseQuotaRpc, ReserveQuotaRpc } from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyJobDeleted } from '../../src/quota/job-deleted.consumer.js';
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

/** What the consumer does with a delivered `events.jobs.job-deleted.v1`, inside a transaction. */
const deleted = (jobId: string, ownerId: string, releaseApplication: boolean) =>
  billing.db.$transaction((tx) =>
    applyJobDeleted(
      quota,
      {
        jobId,
        ownerId,
        jobTitle: 'Engineer',
        company: 'Acme',
        deletedBy: randomUUID(),
        at: new Date().toISOString(),
        releaseApplication,
      },
      tx,
    ),
  );

async function importedJob(): Promise<{ userId: string; jobId: string }> {
  const { userId } = await seedSubscription(billing);
  const { jobId } = await quota.reserve(ReserveQuotaRpc.request.parse({ userId, jobId: randomUUID() }));
  await quota.confirm(ConfirmQuotaRpc.request.parse({ jobId }));
  return { userId, jobId };
}

describe('events.jobs.job-deleted.v1', () => {
  it('gives a job deleted before Applied its application back, once however often it comes', async () => {
    const { userId, jobId } = await importedJob();
    expect(await used(userId)).toBe(1);
    await deleted(jobId, userId, true);
    await deleted(jobId, userId, true);
    expect(await state(jobId)).toBe('released');
    expect(await used(userId)).toBe(0);
  });

  it('keeps the application of a job deleted once Applied', async () => {
    const { userId, jobId } = await importedJob();
    await deleted(jobId, userId, false);
    expect(await state(jobId)).toBe('confirmed');
    expect(await used(userId)).toBe(1);
  });

  it('changes nothing for a job that reserved nothing', async () => {
    await expect(deleted(randomUUID(), randomUUID(), true)).resolves.toBeUndefined();
  });
});
