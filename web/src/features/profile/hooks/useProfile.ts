import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '../profileTypes';
import { api } from '../../../lib/api/client';
import { profileKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: async ({ signal }): Promise<TProfile> => {
      return unwrap(await api.GET('/api/profile', { signal }));
    },
  });
}
