import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import type { TBillingActions, TBillingButton } from '../billingActions';
import { useExtraPackCheckout, usePortal } from '../hooks/useBillingRedirects';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useInvoices } from '../hooks/useInvoices';
import { useSubscription } from '../hooks/useSubscription';
import { billingKeys } from '../queryKeys';
import { SubscriptionMessages } from '../subscriptionMessages';
import { subscriptionScreen } from '../subscriptionRules';
import { ActivatingPlan, NoSubscription, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionOverview } from './SubscriptionOverview';
import '../subscription.css';

/** A user's /dashboard/subscription: their plan, usage, card and invoices, and the ways to change them. */
export function UserSubscription() {
  const checkoutReturn = useCheckoutReturn();
  const { returnedFromCheckout } = checkoutReturn;
  const subscription = useSubscription({ poll: returnedFromCheckout });
  const screen = subscriptionScreen({
    isPending: subscription.isPending,
    isError: subscription.isError,
    subscription: subscription.data,
    returnedFromCheckout,
  });
  const invoices = useInvoices();

  // Active at last: the polling ends with the address's `success`, and the invoice it paid shows
  // (the stand-in and Stripe report the paid invoice before the subscription turns active).
  const queryClient = useQueryClient();
  const { done } = checkoutReturn;
  const activated = returnedFromCheckout && screen.kind === 'subscription';
  useEffect(() => {
    if (!activated) return;
    done();
    void queryClient.invalidateQueries({ queryKey: billingKeys.invoices });
  }, [activated, done, queryClient]);

  const portal = usePortal<Exclude<TBillingButton, 'extra-pack'>>(SubscriptionMessages.portalFailed);
  const extraPack = useExtraPackCheckout();
  const actions: TBillingActions = {
    openPortal: (from) => portal.mutate(from),
    buyExtraPack: () => extraPack.mutate(1),
    busy: portal.isPending ? (portal.variables ?? 'manage') : extraPack.isPending ? 'extra-pack' : null,
  };

  return (
    <div className="container subscription">
      <PageMeta title={SubscriptionMessages.title} />
      <h1 className="settings__title">{SubscriptionMessages.title}</h1>
      {screen.kind === 'loading' ? <Spinner label="Loading your subscription…" /> : null}
      {screen.kind === 'activating' ? <ActivatingPlan /> : null}
      {screen.kind === 'error' ? <SubscriptionLoadError onRetry={() => void subscription.refetch()} /> : null}
      {screen.kind === 'none' ? <NoSubscription /> : null}
      {screen.kind === 'subscription' ? (
        <SubscriptionOverview view={screen.view} transactions={invoices.data ?? []} actions={actions} />
      ) : null}
    </div>
  );
}
