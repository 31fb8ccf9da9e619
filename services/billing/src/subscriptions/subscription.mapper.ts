import type Stripe from 'stripe';
import { planOfPrice } from '../catalogue/catalogue.rules.js';
import type { SubscriptionMirror } from './subscription.repository.js';

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The card a subscription is charged to, when Stripe sent it expanded. */
function cardOf(subscription: Stripe.Subscription): { brand: string; last4: string } | null {
  const method = subscription.default_payment_method;
  if (method === null || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** The next phase's price of an (expanded) schedule: a plan change from the next period. */
function scheduledChangeOf(
  subscription: Stripe.Subscription,
  currentPriceId: string,
): { priceId: string; at: Date } | null {
  const schedule = subscription.schedule;
  if (schedule === null || typeof schedule === 'string') return null;
  const now = schedule.current_phase?.end_date;
  const next = schedule.phases.find((phase) => now !== undefined && phase.start_date >= now);
  const priceId = idOf(next?.items[0]?.price);
  return next && priceId && priceId !== currentPriceId ? { priceId, at: fromUnix(next.start_date) } : null;
}

/**
 * A Stripe subscription → the stored mirror. The plan comes from the price's lookup key; a price
 * the catalogue does not know is a Custom Plan (quota 10, its own amount). `stripeUpdatedAt` is
 * when Stripe produced the state being applied (the event's `created`).
 */
export function toSubscriptionMirror(
  subscription: Stripe.Subscription,
  userId: string,
  stripeUpdatedAt: Date,
): SubscriptionMirror {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const plan = planOfPrice(item.price.lookup_key);
  const card = cardOf(subscription);
  const scheduled = scheduledChangeOf(subscription, item.price.id);
  return {
    id: subscription.id,
    userId,
    stripeCustomerId: idOf(subscription.customer)!,
    status: subscription.status,
    planId: plan.planId,
    planName: plan.planName,
    priceId: item.price.id,
    unitAmount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    quota: plan.quota,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    scheduledPriceId: scheduled?.priceId ?? null,
    scheduledPlanId: null,
    scheduledAt: scheduled?.at ?? null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    startedAt: fromUnix(subscription.start_date),
    stripeUpdatedAt,
  };
}
