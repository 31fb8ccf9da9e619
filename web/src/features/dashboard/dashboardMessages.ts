// Every user-visible text of the dashboard page, in one table.
export const DashboardMessages = {
  usageTitle: 'Usage Summary',
  usageLabel: 'Jobs used this period',
  timeSaved: 'Time saved',
  networkGrowth: 'Network growth',
  connection: 'connection',
  connections: 'connections',
  usageLoadError: 'Your usage could not be loaded.',
  retry: 'Retry',
  noSubscription: 'No Active Subscription',
  noSubscriptionText: 'Choose a plan to have our team start applying to jobs for you.',
  viewPlans: 'View Plans',
  /** The subscriber's ways on from the card: the plans, and the subscription page. */
  explorePlans: 'Explore Our Plans',
  viewSubscription: 'View subscription details',
} as const;
