import { Card } from '../../../components/Card';
import type { TSubscriptionView } from '../billingTypes';
import { formatCard } from '../subscriptionRules';

/**
 * The card the subscription is charged to. It is replaced in the subscription portal, through the
 * banner's button (one button per destination).
 */
export function PaymentMethodCard({ view }: { view: TSubscriptionView }) {
  return (
    <Card title="Payment Method">
      <p className="payment-method">
        {view.paymentMethod ? formatCard(view.paymentMethod) : 'No card on file'}
      </p>
    </Card>
  );
}
