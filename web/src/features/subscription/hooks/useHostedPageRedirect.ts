import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LoadingToast } from '../../../lib/toast';
import { toast } from '../../../lib/toast';

/** Leaves the app for a Stripe-hosted page in the same tab (a new tab would be blocked). */
function goToHostedPage(url: string): void {
  window.location.assign(url);
}

/** The loading toast while the gateway prepares the hosted page and the browser goes there. */
export const REDIRECTING_MESSAGE = 'Taking you to our secure payment page…';

/**
 * Asks the gateway for a hosted page (checkout, extra packs, portal) and goes there, with a loading
 * toast meanwhile. On a refusal the person stays and the toast turns into `failureMessage`. After
 * success the mutation stays pending while the browser leaves, so the button keeps saying it is
 * working.
 */
export function useHostedPageRedirect<TInput>(
  requestUrl: (input: TInput) => Promise<{ url: string }>,
  failureMessage: string,
) {
  const waiting = useRef<LoadingToast | null>(null);
  const mutation = useMutation({
    onMutate: () => {
      waiting.current = toast.loading(REDIRECTING_MESSAGE);
    },
    mutationFn: async (input: TInput) => {
      const { url } = await requestUrl(input);
      goToHostedPage(url);
      // Never settles: the page is being replaced; settling would re-enable the buttons meanwhile.
      return new Promise<never>(() => {});
    },
    onError: (error) => {
      console.error(failureMessage, error);
      if (waiting.current) waiting.current.error(failureMessage);
      else toast.error(failureMessage);
      waiting.current = null;
    },
  });

  // Back from the hosted page, the browser may restore this page as it was left: working.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      waiting.current?.dismiss();
      waiting.current = null;
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [reset]);

  return mutation;
}
