import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { purchaseShown, type TPendingPurchase } from '../pendingPurchase';
import { SubscriptionMessages } from '../subscriptionMessages';
import { checkoutConfirmation, subscriptionScreen } from '../subscriptionRules';
import { useCheckoutReturn } from './useCheckoutReturn';
import { useCheckoutSession } from './useCheckoutSession';
import { useInvoices } from './useInvoices';
import { useSubscription } from './useSubscription';

/** How long the page waits for a paid purchase to show before it stops asking (webhooks retry for longer). */
const PURCHASE_WAIT_LIMIT_MS = 60_000;
/** How long a session still open (Stripe finishing the payment) is waited for before it counts as unpaid. */
const SESSION_WAIT_LIMIT_MS = 15_000;

/**
 * The subscription page's data and what it shows, including the way back from Stripe's checkout:
 * the session is confirmed (or refused, said once), and while a paid purchase does not show yet,
 * the subscription and invoices are polled (for at most a minute).
 */
export function usePurchaseConfirmation() {
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

  return { screen, subscription, invoices };
}
