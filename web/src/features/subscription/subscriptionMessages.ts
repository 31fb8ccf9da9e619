// Every user-visible text of the subscription page and the pricing page's billing buttons: the
// spec's verbatim messages (spec 01 §8, spec 02 §2/§4/§8, 00-decisions "Billing") in one table.
export const SubscriptionMessages = {
  title: 'Subscription',
  noSubscription: 'No Active Subscription',
  noSubscriptionText: 'Choose a plan to have our team start applying to jobs for you.',
  viewPlans: 'View Plans',
  loadErrorTitle: 'Error Loading Subscription',
  loadError: 'An unexpected error occurred while loading subscription data',
  retry: 'Retry',
  manageSubscription: 'Manage Subscription',
  changePlan: 'Change Plan',
  update: 'Update',
  noTransactions: 'No transaction history available',
  activating: 'Payment received. Activating your plan…',
  addingApplications: 'Payment received. Adding the applications to this period…',
  checkoutCanceled: 'Checkout canceled. You have not been charged.',
  portalFailed: 'Failed to access subscription management. Please try again later.',
  checkoutFailed: 'Failed to redirect to checkout. Please try again later.',
  pricingPortalFailed: 'Failed to access billing portal. Please try again later.',
  manageYourSubscription: 'Manage Your Subscription',
  redirecting: 'Redirecting…',
} as const;
