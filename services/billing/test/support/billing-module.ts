import {
  LOCAL_STRIPE_WEBHOOK_SECRET,
  newSubscription,
  startServiceModule,
  type ServiceModule,
} from '@hirerelay/testing';
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

export interface StoredSubscriptionSeed {
  userId?: string;
  status?: string;
  quota?: number;
  periodStart?: Date;
  periodEnd?: Date;
}

/**
 * A subscription mirror row as the webhooks would leave it (libs/testing's newSubscription), for
 * rules that only read it (the quota ledger). Returns the user id and the subscription id.
 */
export async function seedSubscription(billing: BillingModule, seed: StoredSubscriptionSeed = {}) {
  const subscription = newSubscription({
    userId: seed.userId,
    status: seed.status,
    quota: seed.quota,
    currentPeriodStart: seed.periodStart,
    currentPeriodEnd: seed.periodEnd,
  });
  await billing.db.subscription.create({ data: subscription });
  return { userId: subscription.userId, subscriptionId: subscription.id };
}

/** billing's module with its plans made on the Stripe stand-in, as a checkout needs them. */
export async function startBillingModuleWithPlans(): Promise<BillingModule> {
  const billing = await startBillingModule();
  await billing.app.get(CatalogueService).ensure();
  return billing;
}
