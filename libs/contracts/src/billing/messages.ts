import { QUOTA_REFUSALS } from '@hirerelay/domain';

/**
 * User-visible messages of billing's refusals: billing's one table. The import refusals are the
 * spec's texts, shared with the SPA through libs/domain.
 */
export const BillingMessages = {
  subscriptionRequired: QUOTA_REFUSALS.subscriptionRequired.message,
  subscriptionInactive: QUOTA_REFUSALS.inactive.message,
  limitReached: QUOTA_REFUSALS.limitReached.message,
  reservationNotFound: 'No application was reserved for this job',
  invalidWebhookSignature: 'Invalid webhook signature',
  alreadySubscribed: 'You already have an active subscription. Manage it from your subscription page.',
  extraPacksNeedPlan: 'Extra applications can be bought with an active Starter or Professional subscription.',
  noBillingAccount: 'You have no subscription to manage yet.',
  pastDueUpdateCard:
    'Your last payment failed. Update your card on your subscription page to pay it; no second plan is needed.',
  checkoutNotFound: 'We could not find this checkout on your account.',
} as const;
