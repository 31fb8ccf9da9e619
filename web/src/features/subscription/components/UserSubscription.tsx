import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import type { TBillingActions, TBillingButton } from '../billingActions';
import { useExtraPackCheckout, usePortal } from '../hooks/useBillingRedirects';
import { usePurchaseConfirmation } from '../hooks/usePurchaseConfirmation';
import { SubscriptionMessages } from '../subscriptionMessages';
import { PurchasePending, NoSubscription, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionOverview } from './SubscriptionOverview';
import type { TTransactionsState } from './TransactionHistory';
import '../subscription.css';

/** A user's /dashboard/subscription: their plan, usage, card and invoices, and the ways to change them. */
export function UserSubscription() {
  const { screen, subscription, invoices } = usePurchaseConfirmation();
  const portal = usePortal<Exclude<TBillingButton, 'extra-pack'>>(SubscriptionMessages.portalFailed);
  const extraPack = useExtraPackCheckout();
  const actions: TBillingActions = {
    openPortal: (from) => portal.mutate(from),
    buyExtraPack: () =>
      extraPack.mutate({ packs: 1, extraApplicationsBefore: subscription.data?.extraApplications ?? 0 }),
    busy: portal.isPending ? (portal.variables ?? 'manage') : extraPack.isPending ? 'extra-pack' : null,
  };
  const transactions: TTransactionsState = invoices.isError
    ? { kind: 'error', onRetry: () => void invoices.refetch() }
    : invoices.data
      ? { kind: 'loaded', transactions: invoices.data }
      : { kind: 'loading' };

  return (
    <div className="container subscription">
      <PageMeta title={SubscriptionMessages.title} />
      <h1 className="settings__title">{SubscriptionMessages.title}</h1>
      {screen.kind === 'loading' ? <Spinner label="Loading your subscription…" /> : null}
      {screen.kind === 'confirming' ? <PurchasePending message={SubscriptionMessages.confirming} /> : null}
      {screen.kind === 'activating' ? <PurchasePending message={SubscriptionMessages.activating} /> : null}
      {screen.kind === 'error' ? <SubscriptionLoadError onRetry={() => void subscription.refetch()} /> : null}
      {screen.kind === 'none' ? <NoSubscription /> : null}
      {screen.kind === 'subscription' ? (
        <>
          {screen.addingApplications ? (
            <PurchasePending message={SubscriptionMessages.addingApplications} />
          ) : null}
          <SubscriptionOverview view={screen.view} transactions={transactions} actions={actions} />
        </>
      ) : null}
    </div>
  );
}
