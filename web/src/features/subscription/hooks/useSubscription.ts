import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import type { TSubscriptionView } from '../billingTypes';
import { billingKeys } from '../queryKeys';

/** How often the page asks again while a paid purchase is on its way through Stripe's webhooks. */
export const PURCHASE_POLL_MS = 1_500;

/**
 * The signed-in user's subscription (null without one). `poll` keeps asking until the caller stops
 * it: the page does while it waits for a paid purchase to show.
 */
export function useSubscription({
  enabled = true,
  poll = false,
}: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: async ({ signal }): Promise<TSubscriptionView | null> =>
      unwrap(await api.GET('/api/billing/subscription', { signal })).subscription,
    enabled,
    refetchInterval: poll ? PURCHASE_POLL_MS : false,
  });
}
