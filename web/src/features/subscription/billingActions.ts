/** The subscription page's buttons that leave for a Stripe-hosted page. */
export type TBillingButton = 'manage' | 'update-card' | 'extra-pack';

/** What those buttons do, and which of them is working (the others wait meanwhile). */
export interface TBillingActions {
  openPortal: (from: Exclude<TBillingButton, 'extra-pack'>) => void;
  buyExtraPack: () => void;
  busy: TBillingButton | null;
}
