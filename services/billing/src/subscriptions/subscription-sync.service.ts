import { Inject, Injectable } from '@nestjs/common';
import { SubscriptionChangedEvent } from '@hirerelay/contracts';
import { enqueueEvent, LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { InjectStripe } from '../clients/stripe.client.js';
import { CustomerRepository } from '../customers/customer.repository.js';
import type { Tx } from '../database.js';
import { QuotaRepository } from '../quota/quota.repository.js';
import { enqueueUsageChanged } from '../quota/usage-event.util.js';
import { DuplicateSubscriptionService } from './duplicate-subscription.service.js';
import { toSubscriptionMirror } from './subscription.mapper.js';
import {
  SubscriptionRepository,
  type StoredSubscription,
  type SubscriptionMirror,
} from './subscription.repository.js';

/** What a change must move for identity's read copy to hear of it. */
const WATCHED: readonly (keyof SubscriptionMirror)[] = [
  'status',
  'planId',
  'planName',
  'quota',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
];

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * Brings the mirror of one subscription up to Stripe's current state. Whatever event arrives, and
 * in whatever order, the subscription is read again from Stripe under a per-subscription lock, so
 * an older event can never write older state over newer (the events only say *which* subscription
 * to look at). A new period starts its ledger row at 0.
 */
@Injectable()
export class SubscriptionSyncService {
  constructor(
    @InjectStripe() private readonly stripe: Stripe,
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    private readonly quota: QuotaRepository,
    private readonly duplicates: DuplicateSubscriptionService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sync(tx: Tx, subscriptionId: string, eventCreated: Date, userIdHint?: string): Promise<void> {
    await tx.$executeRawUnsafe(
      'SELECT pg_advisory_xact_lock(hashtext($1))',
      `subscription:${subscriptionId}`,
    );
    let current: Stripe.Subscription = await this.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method', 'schedule'],
    });
    const previous = await this.subscriptions.findForUpdate(tx, subscriptionId);
    const userId = previous?.userId ?? (await this.userOf(tx, current, userIdHint));
    if (!userId) {
      this.logger.warn({ subscriptionId }, 'Stripe subscription of no known user; left for a later event');
      return;
    }
    // First sight of a subscription: a second live one of the customer is cancelled and refunded.
    const firstSight = previous === null || previous.status === 'incomplete';
    const duplicate = firstSight ? await this.duplicates.settle(tx, current, userId) : null;
    if (duplicate) current = duplicate.subscription;
    const stripeUpdatedAt =
      previous && previous.stripeUpdatedAt > eventCreated ? previous.stripeUpdatedAt : eventCreated;
    const mirror = toSubscriptionMirror(current, userId, stripeUpdatedAt);
    await this.customers.link(tx, userId, mirror.stripeCustomerId);
    const saved = await this.subscriptions.save(tx, mirror);
    if (duplicate) {
      await duplicate.announce();
      // Never live as far as identity knows: nothing to announce unless it had heard of it.
      if (!previous) return;
    }
    if (previous && WATCHED.every((key) => sameValue(previous[key], saved[key]))) return;
    await this.announce(tx, saved, previous);
  }

  /** The user: known by the customer, or named in the subscription's or customer's metadata. */
  private async userOf(tx: Tx, subscription: Stripe.Subscription, hint?: string): Promise<string | null> {
    const customerId =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const known = await this.customers.userOf(tx, customerId);
    if (known) return known;
    if (hint) return hint;
    if (subscription.metadata.userId) return subscription.metadata.userId;
    const customer = await this.stripe.customers.retrieve(customerId);
    return 'deleted' in customer && customer.deleted ? null : (customer.metadata.userId ?? null);
  }

  private async announce(
    tx: Tx,
    saved: StoredSubscription,
    previous: StoredSubscription | null,
  ): Promise<void> {
    await enqueueEvent(tx, 'billing', SubscriptionChangedEvent, {
      userId: saved.userId,
      stripeCustomerId: saved.stripeCustomerId,
      subscriptionId: saved.id,
      planId: saved.planId,
      planName: saved.planName,
      status: saved.status,
      quota: saved.quota,
      periodStart: saved.currentPeriodStart.toISOString(),
      periodEnd: saved.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: saved.cancelAtPeriodEnd,
      startedAt: saved.startedAt.toISOString(),
    });
    const newPeriod =
      !previous || previous.currentPeriodStart.getTime() !== saved.currentPeriodStart.getTime();
    if (!newPeriod && previous.quota === saved.quota) return;
    const period = await this.quota.ensurePeriod(tx, {
      userId: saved.userId,
      periodStart: saved.currentPeriodStart,
      periodEnd: saved.currentPeriodEnd,
      planQuota: saved.quota,
    });
    await enqueueUsageChanged(tx, period);
  }
}
