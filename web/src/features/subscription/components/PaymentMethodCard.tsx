import { Card } from '../../../components/Card';
import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView } from '../billingTypes';
import { SubscriptionMessages } from '../subscriptionMessages';
import { formatCard } from '../subscriptionRules';
import { BillingButton } from './BillingButton';

/** The card the subscription is charged to, and the way to replace it (the portal). */
export function PaymentMethodCard({ view, actions }: { view: TSubscriptionView; actions: TBillingActions }) {
  return (
    <Card
      title="Payment Method"
      actions={
        <BillingButton
          label={SubscriptionMessages.update}
          busy={actions.busy === 'update-card'}
          disabled={actions.busy !== null}
          onClick={() => actions.openPortal('update-card')}
        />
      }
    >
      <p className="payment-method">
        {view.paymentMethod ? formatCard(view.paymentMethod) : 'No card on file'}
      </p>
    </Card>
  );
}
