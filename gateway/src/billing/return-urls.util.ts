import { paths } from '@hirerelay/contracts';

/**
 * Where Stripe's hosted pages send the person back, built from the site's public address and the
 * SPA's route table. Both checkouts (a plan, from the pricing or the subscription page, and extra
 * packs) come back to the subscription page: `?success=true&session_id=cs_…` after paying, `?canceled=true` when
 * the person left Checkout (the page shows `Checkout canceled. You have not been charged.`), so
 * the return texts live on one page. The portal returns to the plain subscription page.
 */
/** Stripe's template variable for the Checkout Session id in a success address (left unencoded). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface BillingReturnUrls {
  checkoutSuccess: string;
  checkoutCanceled: string;
  portalReturn: string;
}

export function billingReturnUrls(publicBaseUrl: string): BillingReturnUrls {
  const page = (query = '') => `${publicBaseUrl}${paths.dashboardSubscription}${query}`;
  return {
    // Stripe puts the session's id in place of the placeholder: the page confirms it.
    checkoutSuccess: page(`?success=true&session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`),
    checkoutCanceled: page('?canceled=true'),
    portalReturn: page(),
  };
}
