import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView, TTransaction } from '../billingTypes';
import { isManagedInPortal } from '../subscriptionRules';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentMethodCard } from './PaymentMethodCard';
import { SubscriptionNotices } from './SubscriptionNotices';
import { TransactionHistory } from './TransactionHistory';
import { UpgradeBanner } from './UpgradeBanner';

interface SubscriptionOverviewProps {
  view: TSubscriptionView;
  transactions: readonly TTransaction[];
  actions: TBillingActions;
}

/** A user's subscription as spec 02 §2 lays it out, from data already loaded. */
export function SubscriptionOverview({ view, transactions, actions }: SubscriptionOverviewProps) {
  const managed = isManagedInPortal(view);
  return (
    <>
      {managed ? <UpgradeBanner actions={actions} /> : null}
      <SubscriptionNotices view={view} />
      <div className="subscription__cards">
        <CurrentPlanCard view={view} actions={actions} />
        {managed ? <PaymentMethodCard view={view} actions={actions} /> : null}
      </div>
      <TransactionHistory transactions={transactions} />
    </>
  );
}
