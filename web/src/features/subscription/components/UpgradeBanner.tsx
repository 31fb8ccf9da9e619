import type { TBillingActions } from '../billingActions';
import { SubscriptionMessages } from '../subscriptionMessages';
import { BillingButton } from './BillingButton';

/** Spec 02 §2: the invitation to upgrade, with the way into the billing portal. */
export function UpgradeBanner({ actions }: { actions: TBillingActions }) {
  return (
    <section className="subscription-banner" aria-label="Upgrade">
      <div>
        <p className="subscription-banner__title">Need more applications?</p>
        <p className="subscription-banner__text">
          Upgrade your plan, update your card or cancel in the subscription portal. Plan changes start with
          your next billing cycle.
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
