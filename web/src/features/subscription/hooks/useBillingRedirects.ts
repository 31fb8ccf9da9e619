import type { TPlanId } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { rememberPurchase } from '../pendingPurchase';
import { SubscriptionMessages } from '../subscriptionMessages';
import { useHostedPageRedirect } from './useHostedPageRedirect';

/** Stripe Checkout for a plan (the pricing page's plan buttons). */
export const useCheckout = () =>
  useHostedPageRedirect(async (planId: TPlanId) => {
    const page = unwrap(await api.POST('/api/billing/checkout', { body: { planId } }));
    rememberPurchase({ kind: 'plan' });
    return page;
  }, SubscriptionMessages.checkoutFailed);

/** A one-time Checkout for extra packs of 5 applications, noting the period's extras so far. */
export const useExtraPackCheckout = () =>
  useHostedPageRedirect(
    async ({ packs, extraApplicationsBefore }: { packs: number; extraApplicationsBefore: number }) => {
      const page = unwrap(await api.POST('/api/billing/extra-packs', { body: { packs } }));
      rememberPurchase({ kind: 'extra-pack', extraApplicationsBefore });
      return page;
    },
    SubscriptionMessages.checkoutFailed,
  );

/**
 * The billing portal. Its failure reads differently on the two pages that open it (pricing has its
 * own text, the subscription page another). `TSource` names the button that asked, so that one
 * shows it is working.
 */
export const usePortal = <TSource extends string>(failureMessage: string) =>
  useHostedPageRedirect<TSource>(
    async () => unwrap(await api.POST('/api/billing/portal', {})),
    failureMessage,
  );
