import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import type { TCheckoutSessionState } from '../billingTypes';
import { billingKeys } from '../queryKeys';
import { PURCHASE_POLL_MS } from './useSubscription';

/**
 * The checkout the page came back from, as billing reads it from Stripe (only the user's own: any
 * other is 404). Asked again while it is still open and unpaid; null `sessionId`: not asked.
 */
export function useCheckoutSession(sessionId: string | null) {
  return useQuery({
    queryKey: [...billingKeys.checkoutSession, sessionId],
    queryFn: async ({ signal }): Promise<TCheckoutSessionState> =>
      unwrap(
        await api.GET('/api/billing/checkout-sessions/{sessionId}', {
          params: { path: { sessionId: sessionId ?? '' } },
          signal,
        }),
      ),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? PURCHASE_POLL_MS : false),
  });
}
