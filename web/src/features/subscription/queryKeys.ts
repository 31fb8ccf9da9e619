/** Every billing query starts with 'billing'; a return from Stripe refreshes them all. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
  checkoutSession: ['billing', 'checkout-session'] as const,
};
