import type { TSubscriptionView, TUsage } from '@hirerelay/contracts';
import { canBuyExtraPacks } from './extra-packs.rules.js';
import type { StoredSubscription } from './subscription.repository.js';

/**
 * The mirror row and its period's usage → the subscription page's view. The scheduled plan's name
 * is resolved by the caller (it needs the catalogue).
 */
export function toSubscriptionView(
  subscription: StoredSubscription,
  usage: TUsage,
  scheduledPlanName: string | null,
): TSubscriptionView {
  const card =
    subscription.cardBrand !== null && subscription.cardLast4 !== null
      ? { brand: subscription.cardBrand, last4: subscription.cardLast4 }
      : null;
  return {
    id: subscription.id,
    status: subscription.status,
    priceId: subscription.priceId,
    planId: subscription.planId,
    planName: subscription.planName,
    planPrice: subscription.unitAmount,
    currency: subscription.currency,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    jobQuota: usage.quota,
    jobsUsed: usage.used,
    extraApplications: usage.extraApplications,
    paymentMethod: card,
    scheduledChange:
      subscription.scheduledAt !== null && scheduledPlanName !== null
        ? { planName: scheduledPlanName, at: subscription.scheduledAt.toISOString() }
        : null,
    canBuyExtraPacks: canBuyExtraPacks(subscription),
  };
}
