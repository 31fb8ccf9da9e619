import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ApiReply } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { usageKeys } from '../queryKeys';

export type TUsage = NonNullable<ApiReply<'/api/billing/usage', 'get'>['usage']>;

/** This billing period's applications used of the quota; null without a subscription. */
export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: usageKeys.usage,
    queryFn: async ({ signal }): Promise<TUsage | null> =>
      unwrap(await api.GET('/api/billing/usage', { signal })).usage,
    enabled,
  });
}
