import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView } from '../billingTypes';
import { SubscriptionMessages } from '../subscriptionMessages';
import { subscriptionBanner } from '../subscriptionRules';
import { BillingButton } from './BillingButton';

/**
 * The top of a live subscription, holding the page's
 * one button into the subscription portal: a failed payment with Update card, the "Need more
 * applications?" offer, or a plain way to manage it (Unlimited, cancelling).
 */
export function SubscriptionBanner({ view, actions }: { view: TSubscriptionView; actions: TBillingActions }) {
  const banner = subscriptionBanner(view);
  if (!banner) return null;
  if (banner === 'past-due') {
    return (
      <section className="subscription-banner" data-tone="danger" role="alert" aria-label="Payment failed">
        <div>
          <p className="subscription-banner__title">{SubscriptionMessages.pastDueTitle}</p>
          <p className="subscription-banner__text">{SubscriptionMessages.pastDueText}</p>
        </div>
        <BillingButton
          label={SubscriptionMessages.updateCard}
          variant="primary"
          busy={actions.busy === 'update-card'}
          disabled={actions.busy !== null}
          onClick={() => actions.openPortal('update-card')}
        />
      </section>
    );
  }
  const upgrade = banner === 'upgrade';
  return (
    <section className="subscription-banner" aria-label={upgrade ? 'Upgrade' : 'Manage'}>
      <div>
        <p className="subscription-banner__title">
          {upgrade ? SubscriptionMessages.upgradeTitle : SubscriptionMessages.manageTitle}
        </p>
        <p className="subscription-banner__text">
          {upgrade ? SubscriptionMessages.upgradeText : SubscriptionMessages.manageText}
        </p>
      </div>
      <BillingButton
        label={SubscriptionMessages.manageSubscription}
        variant="primary"
        busy={actions.busy === 'manage'}
        disabled={actions.busy !== null}
        onClick={() => actions.openPortal('manage')}
      />
    </section>
  );
}
