import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@hirerelay/contracts';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export const profileQueryKey = ['profile'] as const;

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }): Promise<TProfile> => {
      const { data, error, response } = await api.GET('/api/profile', { signal });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
  });
}
