import { randomUUID } from 'node:crypto';
import { GetSubscriptionRpc, ListInvoicesRpc } from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueService } from '../../src/catalogue/catalogue.service.js';
import { InvoicesHandler } from '../../src/invoices/invoices.handler.js';
import { SubscriptionViewService } from '../../src/subscriptions/subscription-view.service.js';
import { seedSubscription, startBillingModule, type BillingModule } from '../support/billing-module.js';

let billing: BillingModule;
let views: SubscriptionViewService;
let invoices: InvoicesHandler;

beforeAll(async () => {
  billing = await startBillingModule();
  views = billing.app.get(SubscriptionViewService);
  invoices = billing.app.get(InvoicesHandler);
});
afterAll(async () => {
  await billing?.close();
});

const DAY_MS = 86_400_000;
const view = async (userId: string) =>
  (await views.get(GetSubscriptionRpc.request.parse({ userId }))).subscription;
const history = async (userId: string) =>
  (await invoices.list(ListInvoicesRpc.request.parse({ userId }))).invoices;

describe('billing.subscription.get', () => {
  it('answers null for a user who never subscribed', async () => {
    expect(await view(randomUUID())).toBeNull();
  });

  it("shows the subscription with its period's usage: plan quota plus this period's packs", async () => {
    const { userId, subscriptionId } = await seedSubscription(billing, { quota: 25 });
    const subscription = await billing.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    await billing.db.quotaPeriod.create({
      data: {
        userId,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        planQuota: 25,
        extraPacks: 1,
        used: 7,
      },
    });
    expect(await view(userId)).toMatchObject({
      id: subscriptionId,
      status: 'active',
      planName: 'Professional',
      planPrice: 7500,
      jobQuota: 30,
      jobsUsed: 7,
      extraApplications: 5,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      canBuyExtraPacks: true,
    });
  });

  it('shows none used of the plan quota before the period has a ledger row', async () => {
    const { userId } = await seedSubscription(billing, { quota: 25 });
    expect(await view(userId)).toMatchObject({ jobQuota: 25, jobsUsed: 0, extraApplications: 0 });
  });

  it('answers the subscription whose period ends last, a canceled one with its status', async () => {
    const userId = randomUUID();
    const now = Date.now();
    await seedSubscription(billing, {
      userId,
      periodStart: new Date(now - 60 * DAY_MS),
      periodEnd: new Date(now - 30 * DAY_MS),
    });
    const { subscriptionId } = await seedSubscription(billing, {
      userId,
      status: 'canceled',
      periodStart: new Date(now - 20 * DAY_MS),
      periodEnd: new Date(now - DAY_MS),
    });
    expect(await view(userId)).toMatchObject({
      id: subscriptionId,
      status: 'canceled',
      canBuyExtraPacks: false,
    });
  });

  it('names the plan a scheduled change moves to, from the catalogue', async () => {
    const { userId, subscriptionId } = await seedSubscription(billing);
    const { plans } = await billing.app.get(CatalogueService).list();
    const starter = plans.find((plan) => plan.id === 'starter')!;
    const at = new Date(Date.now() + 10 * DAY_MS);
    await billing.db.subscription.update({
      where: { id: subscriptionId },
      data: { scheduledPriceId: starter.priceId, scheduledAt: at },
    });
    expect((await view(userId))?.scheduledChange).toEqual({ planName: 'Starter', at: at.toISOString() });
  });
});

describe('billing.invoices.list', () => {
  it("answers the user's 10 latest paid invoices, newest first, and only theirs", async () => {
    const { userId, subscriptionId } = await seedSubscription(billing);
    const base = Date.now() - 100 * DAY_MS;
    for (let i = 0; i < 12; i += 1) {
      await billing.db.invoice.create({
        data: {
          id: `in_${userId.slice(0, 8)}_${String(i).padStart(2, '0')}`,
          userId,
          subscriptionId,
          status: 'paid',
          amount: 7500,
          currency: 'usd',
          description: `Professional, month ${String(i + 1)}`,
          createdAt: new Date(base + i * DAY_MS),
        },
      });
    }
    await billing.db.invoice.create({
      data: {
        id: `in_other_${userId.slice(0, 8)}`,
        userId: randomUUID(),
        subscriptionId: null,
        status: 'paid',
        amount: 1500,
        currency: 'usd',
        description: 'Someone else',
        createdAt: new Date(),
      },
    });

    const listed = await history(userId);
    expect(listed).toHaveLength(10);
    expect(listed.map((invoice) => invoice.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Professional, month ${String(12 - i)}`),
    );
    expect(listed[0]).toEqual({
      id: `in_${userId.slice(0, 8)}_11`,
      subscriptionId,
      status: 'paid',
      amount: 7500,
      currency: 'usd',
      description: 'Professional, month 12',
      // Stored without Stripe's receipt addresses: nothing to link.
      receiptUrl: null,
      receiptPdfUrl: null,
      createdAt: new Date(base + 11 * DAY_MS).toISOString(),
    });
  });

  it('answers an empty list for a user without invoices', async () => {
    expect(await history(randomUUID())).toEqual([]);
  });
});
