import { useEffect } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import type { TBillingActions, TBillingButton } from '../billingActions';
import { useExtraPackCheckout, usePortal } from '../hooks/useBillingRedirects';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useInvoices } from '../hooks/useInvoices';
import { useSubscription } from '../hooks/useSubscription';
import { purchaseShown } from '../pendingPurchase';
import { SubscriptionMessages } from '../subscriptionMessages';
import { subscriptionScreen } from '../subscriptionRules';
import { PurchasePending, NoSubscription, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionOverview } from './SubscriptionOverview';
import '../subscription.css';

/** How long the page waits for a paid purchase to show before it stops asking (webhooks retry for longer). */
const PURCHASE_WAIT_LIMIT_MS = 60_000;

/** A user's /dashboard/subscription: their plan, usage, card and invoices, and the ways to change them. */
export function UserSubscription() {
  const { returnedFromCheckout, purchase, done } = useCheckoutReturn();
  const subscription = useSubscription({ poll: returnedFromCheckout });
  const invoices = useInvoices({ poll: returnedFromCheckout });
  const shown = purchaseShown(purchase, subscription.data, invoices.data);
  const waitingFor = returnedFromCheckout && !shown ? (purchase?.kind ?? 'plan') : null;
  const screen = subscriptionScreen({
    isPending: subscription.isPending,
    isError: subscription.isError,
    subscription: subscription.data,
    waitingFor,
  });

  // The purchase shows (or the wait is over): polling stops with the address's `success`.
  useEffect(() => {
    if (!returnedFromCheckout) return;
    if (shown) {
      done();
      return;
    }
    const giveUp = setTimeout(done, PURCHASE_WAIT_LIMIT_MS);
    return () => {
      clearTimeout(giveUp);
    };
  }, [returnedFromCheckout, shown, done]);

  const portal = usePortal<Exclude<TBillingButton, 'extra-pack'>>(SubscriptionMessages.portalFailed);
  const extraPack = useExtraPackCheckout();
  const actions: TBillingActions = {
    openPortal: (from) => portal.mutate(from),
    buyExtraPack: () =>
      extraPack.mutate({ packs: 1, extraApplicationsBefore: subscription.data?.extraApplications ?? 0 }),
    busy: portal.isPending ? (portal.variables ?? 'manage') : extraPack.isPending ? 'extra-pack' : null,
  };

  return (
    <div className="container subscription">
      <PageMeta title={SubscriptionMessages.title} />
      <h1 className="settings__title">{SubscriptionMessages.title}</h1>
      {screen.kind === 'loading' ? <Spinner label="Loading your subscription…" /> : null}
      {screen.kind === 'activating' ? <PurchasePending message={SubscriptionMessages.activating} /> : null}
      {screen.kind === 'error' ? <SubscriptionLoadError onRetry={() => void subscription.refetch()} /> : null}
      {screen.kind === 'none' ? <NoSubscription /> : null}
      {screen.kind === 'subscription' ? (
        <>
          {screen.addingApplications ? (
            <PurchasePending message={SubscriptionMessages.addingApplications} />
          ) : null}
          <SubscriptionOverview view={screen.view} transactions={invoices.data ?? []} actions={actions} />
        </>
      ) : null}
    </div>
  );
}
