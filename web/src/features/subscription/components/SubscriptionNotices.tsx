import type { TSubscriptionView } from '../billingTypes';
import { formatDate } from '../../../lib/dates';

/**
 * What is about to change: a cancellation at the period's end and a plan change from
 * the next cycle. Nothing when neither is set.
 */
export function SubscriptionNotices({ view }: { view: TSubscriptionView }) {
  const periodEnd = formatDate(view.currentPeriodEnd);
  return (
    <>
      {view.cancelAtPeriodEnd ? (
        <p className="subscription-notice" data-tone="warning">
          <strong>Your subscription will cancel at the end of the billing period</strong> on {periodEnd}. You
          can reactivate it in the subscription portal with Manage Subscription until then.
        </p>
      ) : null}
      {view.scheduledChange && !view.cancelAtPeriodEnd ? (
        <p className="subscription-notice" data-tone="info">
          <strong>Your plan changes to {view.scheduledChange.planName}</strong> on{' '}
          {formatDate(view.scheduledChange.at)}, at the start of your next billing cycle.
        </p>
      ) : null}
    </>
  );
}
