import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { forgetPurchase, recallPurchase, type TPendingPurchase } from '../pendingPurchase';
import { SubscriptionMessages } from '../subscriptionMessages';

const SUCCESS = 'success';
const CANCELED = 'canceled';
const SESSION_ID = 'session_id';

/**
 * Stripe Checkout sends the person back with `?success=true&session_id=cs_…` or
 * `?canceled=true`. A cancel shows its info toast once and leaves the
 * address. `returnedFromCheckout` (with the session to confirm and the purchase noted before
 * leaving) holds until the caller calls `done` (the session is confirmed and billing shows the
 * purchase, or it is not to be waited for), which drops both from the address so a reload does
 * not wait again.
 */
export function useCheckoutReturn(): {
  returnedFromCheckout: boolean;
  sessionId: string | null;
  purchase: TPendingPurchase | null;
  done: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const canceled = searchParams.get(CANCELED) === 'true';
  const returnedFromCheckout = searchParams.get(SUCCESS) === 'true';
  const sessionId = searchParams.get(SESSION_ID);
  const [purchase] = useState(() => (returnedFromCheckout ? recallPurchase() : null));
  // One toast per return, even when effects run twice (React's strict mode in development).
  const toasted = useRef(false);

  const dropParam = useCallback(
    (...names: string[]) => {
      setSearchParams(
        (current) => {
          for (const name of names) current.delete(name);
          return current;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    if (!canceled || toasted.current) return;
    toasted.current = true;
    forgetPurchase();
    toast.info(SubscriptionMessages.checkoutCanceled);
    dropParam(CANCELED);
  }, [canceled, dropParam]);

  const done = useCallback(() => {
    forgetPurchase();
    dropParam(SUCCESS, SESSION_ID);
  }, [dropParam]);

  return { returnedFromCheckout, sessionId, purchase, done };
}
