import { useEffect, useRef, useState } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import type { TBillingActions, TBillingButton } from '../billingActions';
import { useExtraPackCheckout, usePortal } from '../hooks/useBillingRedirects';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useCheckoutSession } from '../hooks/useCheckoutSession';
import { useInvoices } from '../hooks/useInvoices';
import { useSubscription } from '../hooks/useSubscription';
import { purchaseShown, type TPendingPurchase } from '../pendingPurchase';
import { SubscriptionMessages } from '../subscriptionMessages';
import { checkoutConfirmation, subscriptionScreen } from '../subscriptionRules';
import { PurchasePending, NoSubscription, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionOverview } from './SubscriptionOverview';
import type { TTransactionsState } from './TransactionHistory';
import '../subscription.css';

/** How long the page waits for a paid purchase to show before it stops asking (webhooks retry for longer). */
const PURCHASE_WAIT_LIMIT_MS = 60_000;
/** How long a session still open (Stripe finishing the payment) is waited for before it counts as unpaid. */
const SESSION_WAIT_LIMIT_MS = 15_000;

/** A user's /dashboard/subscription: their plan, usage, card and invoices, and the ways to change them. */
export function UserSubscription() {
  const { returnedFromCheckout, sessionId, purchase: noted, done } = useCheckoutReturn();
  const [sessionWaitOver, setSessionWaitOver] = useState(false);
  const session = useCheckoutSession(returnedFromCheckout ? sessionId : null);
  const confirmation = checkoutConfirmation({
    returned: returnedFromCheckout,
    sessionId,
    isPending: session.isPending,
    isError: session.isError,
    errorMessage: session.error instanceof ApiError ? session.error.serverMessage : null,
    session: session.data,
    waitedTooLong: sessionWaitOver,
  });
  // What that session bought (Stripe's word), with the note taken before leaving for extra packs.
  const purchase: TPendingPurchase | null =
    confirmation.kind !== 'paid'
      ? null
      : confirmation.purchase === 'plan'
        ? { kind: 'plan' }
        : noted?.kind === 'extra-pack'
          ? noted
          : null;
  const paid = confirmation.kind === 'paid';
  const subscription = useSubscription({ poll: paid });
  const invoices = useInvoices({ poll: paid });
  const shown = purchaseShown(purchase, subscription.data, invoices.data);
  const waitingFor = paid && !shown ? (purchase?.kind ?? 'plan') : null;
  const screen = subscriptionScreen({
    isPending: subscription.isPending,
    isError: subscription.isError,
    subscription: subscription.data,
    waitingFor,
    confirming: confirmation.kind === 'confirming',
  });

  // A session still open is waited for briefly.
  useEffect(() => {
    if (!returnedFromCheckout) return;
    const over = setTimeout(() => setSessionWaitOver(true), SESSION_WAIT_LIMIT_MS);
    return () => clearTimeout(over);
  }, [returnedFromCheckout]);

  // Not paid, or not this user's: said once (even when effects run twice in development), and the
  // address no longer claims a success.
  const told = useRef(false);
  const refusal =
    confirmation.kind === 'not-confirmed'
      ? (confirmation.message ?? SubscriptionMessages.checkoutNotConfirmed)
      : null;
  useEffect(() => {
    if (told.current || (confirmation.kind !== 'not-paid' && refusal === null)) return;
    told.current = true;
    if (refusal === null) toast.info(SubscriptionMessages.checkoutNotPaid);
    else toast.error(refusal);
    done();
  }, [confirmation.kind, refusal, done]);

  // The paid purchase shows (or the wait is over): polling stops with the address's `success`.
  useEffect(() => {
    if (!paid) return;
    if (shown) {
      done();
      return;
    }
    const giveUp = setTimeout(done, PURCHASE_WAIT_LIMIT_MS);
    return () => {
      clearTimeout(giveUp);
    };
  }, [paid, shown, done]);

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
