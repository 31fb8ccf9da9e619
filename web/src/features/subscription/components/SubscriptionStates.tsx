import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SubscriptionMessages } from '../subscriptionMessages';

/** No subscription (no default plan): the way to the plans. */
export function NoSubscription() {
  return (
    <section className="settings-card subscription-empty" aria-labelledby="subscription-none-heading">
      <h2 id="subscription-none-heading">{SubscriptionMessages.noSubscription}</h2>
      <p>{SubscriptionMessages.noSubscriptionText}</p>
      <Link className="button button--primary" to={paths.pricing}>
        {SubscriptionMessages.viewPlans}
      </Link>
    </section>
  );
}

/** The subscription could not be loaded, with a way to try again. */
export function SubscriptionLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      className="settings-card subscription-error"
      role="alert"
      aria-labelledby="subscription-error-heading"
    >
      <h2 id="subscription-error-heading">{SubscriptionMessages.loadErrorTitle}</h2>
      <p>{SubscriptionMessages.loadError}</p>
      <button className="button button--primary" type="button" onClick={onRetry}>
        {SubscriptionMessages.retry}
      </button>
    </section>
  );
}

/**
 * Back from a paid checkout, until billing shows the purchase: the plan active after Stripe's
 * webhook, or extra packs counted in this period.
 */
export function PurchasePending({ message }: { message: string }) {
  return (
    <p className="subscription-notice subscription-activating" data-tone="success" role="status">
      <span className="billing-button__spinner" aria-hidden="true" />
      {message}
    </p>
  );
}
