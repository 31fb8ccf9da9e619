import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';

/** Leaves the app for a Stripe-hosted page in the same tab (00-decisions: a new tab would be blocked). */
function goToHostedPage(url: string): void {
  window.location.assign(url);
}

/**
 * Asks the gateway for a hosted page (checkout, extra packs, portal) and goes there. On a refusal
 * the person stays and sees `failureMessage` as a toast. After success the mutation stays pending
 * while the browser leaves, so the button keeps saying it is working.
 */
export function useHostedPageRedirect<TInput>(
  requestUrl: (input: TInput) => Promise<{ url: string }>,
  failureMessage: string,
) {
  const mutation = useMutation({
    mutationFn: async (input: TInput) => {
      const { url } = await requestUrl(input);
      goToHostedPage(url);
      // Never settles: the page is being replaced; settling would re-enable the buttons meanwhile.
      return new Promise<never>(() => {});
    },
    onError: (error) => {
      console.error(failureMessage, error);
      toast.error(failureMessage);
    },
  });

  // Back from the hosted page, the browser may restore this page as it was left: working.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [reset]);

  return mutation;
}
