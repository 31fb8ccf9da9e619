import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { SubscriptionMessages } from '../subscriptionMessages';

const SUCCESS = 'success';
const CANCELED = 'canceled';

/**
 * Stripe Checkout sends the person back with `?success=true` or `?canceled=true` (00-decisions
 * "Billing"). A cancel shows its info toast once and leaves the address; `returnedFromCheckout`
 * holds until the caller calls `done` (the plan is active), which drops `success` from the address so
 * a reload does not wait again.
 */
export function useCheckoutReturn(): { returnedFromCheckout: boolean; done: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const canceled = searchParams.get(CANCELED) === 'true';
  const returnedFromCheckout = searchParams.get(SUCCESS) === 'true';
  // One toast per return, even when effects run twice (React's strict mode in development).
  const toasted = useRef(false);

  useEffect(() => {
    if (!canceled || toasted.current) return;
    toasted.current = true;
    toast.info(SubscriptionMessages.checkoutCanceled);
    setSearchParams(
      (current) => {
        current.delete(CANCELED);
        return current;
      },
      { replace: true },
    );
  }, [canceled, setSearchParams]);

  const done = useCallback(() => {
    setSearchParams(
      (current) => {
        current.delete(SUCCESS);
        return current;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { returnedFromCheckout, done };
}
