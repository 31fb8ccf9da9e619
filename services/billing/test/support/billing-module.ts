import { randomUUID } from 'node:crypto';
import { LOCAL_STRIPE_WEBHOOK_SECRET, startServiceModule, type ServiceModule } from '@hirerelay/testing';
import { inject } from 'vitest';
import { AppModule } from '../../src/app.module.js';
import { CatalogueService } from '../../src/catalogue/catalogue.service.js';
import { ZBillingEnv, type TBillingEnv } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/database.js';

export type BillingModule = ServiceModule<TBillingEnv, Database>;

/** billing's module in this process, on a database of this test file's own (see libs/testing). */
export function startBillingModule(env: Record<string, string> = {}): Promise<BillingModule> {
  const backing = inject('backing');
  return startServiceModule({
    service: 'billing',
    postgresUrl: backing.POSTGRES_URL,
    rootModule: AppModule,
    createDatabase,
    configSchema: ZBillingEnv,
    env: {
      STRIPE_API_BASE: backing.STRIPE_API_BASE,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      ...env,
    },
  });
}

const DAY_MS = 86_400_000;

export interface StoredSubscriptionSeed {
  userId?: string;
  status?: string;
  quota?: number;
  periodStart?: Date;
  periodEnd?: Date;
}

/**
 * A subscription mirror row as the webhooks would leave it, for rules that only read it (the quota
 * ledger). Returns the user id and the subscription id.
 */
export async function seedSubscription(billing: BillingModule, seed: StoredSubscriptionSeed = {}) {
  const userId = seed.userId ?? randomUUID();
  const id = `sub_test_${randomUUID().replaceAll('-', '')}`;
  const periodStart = seed.periodStart ?? new Date(Date.now() - DAY_MS);
  const periodEnd = seed.periodEnd ?? new Date(periodStart.getTime() + 30 * DAY_MS);
  await billing.db.subscription.create({
    data: {
      id,
      userId,
      stripeCustomerId: `cus_test_${userId.slice(0, 8)}`,
      status: seed.status ?? 'active',
      planId: 'professional',
      planName: 'Professional',
      priceId: 'price_test',
      unitAmount: 7500,
      currency: 'usd',
      quota: seed.quota ?? 25,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      startedAt: periodStart,
      stripeUpdatedAt: periodStart,
    },
  });
  return { userId, subscriptionId: id };
}

/** billing's module with its plans made on the Stripe stand-in, as a checkout needs them. */
export async function startBillingModuleWithPlans(): Promise<BillingModule> {
  const billing = await startBillingModule();
  await billing.app.get(CatalogueService).ensure();
  return billing;
}
