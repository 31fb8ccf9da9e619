import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import type { TTransaction } from '../billingTypes';
import { billingKeys } from '../queryKeys';
import { PURCHASE_POLL_MS } from './useSubscription';

/**
 * The 10 latest paid invoices. A failure shows as such, with a retry, never as an empty history. `poll` keeps asking while a paid plan's first
 * invoice is awaited.
 */
export function useInvoices({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: async ({ signal }): Promise<TTransaction[]> =>
      unwrap(await api.GET('/api/billing/invoices', { signal })).invoices,
    refetchInterval: poll ? PURCHASE_POLL_MS : false,
  });
}
