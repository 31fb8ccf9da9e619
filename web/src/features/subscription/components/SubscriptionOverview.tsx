import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView } from '../billingTypes';
import { isManagedInPortal } from '../subscriptionRules';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentMethodCard } from './PaymentMethodCard';
import { SubscriptionBanner } from './SubscriptionBanner';
import { SubscriptionNotices } from './SubscriptionNotices';
import { TransactionHistory, type TTransactionsState } from './TransactionHistory';

interface SubscriptionOverviewProps {
  view: TSubscriptionView;
  transactions: TTransactionsState;
  actions: TBillingActions;
}

/** A user's subscription page, from data already loaded. */
export function SubscriptionOverview({ view, transactions, actions }: SubscriptionOverviewProps) {
  const managed = isManagedInPortal(view);
  return (
    <>
      <SubscriptionBanner view={view} actions={actions} />
      <SubscriptionNotices view={view} />
      <div className="subscription__cards">
        <CurrentPlanCard view={view} actions={actions} />
        {managed ? <PaymentMethodCard view={view} /> : null}
      </div>
      <TransactionHistory transactions={transactions} />
    </>
  );
}
