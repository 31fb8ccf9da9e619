import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@hirerelay/contracts';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

export const profileQueryKey = ['profile'] as const;

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }): Promise<TProfile> => {
      return unwrap(await api.GET('/api/profile', { signal }));
    },
  });
}
