import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '../profileTypes';
import { api } from '../../../lib/api/client';
import { profileKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';

/** How often the profile is asked again while its resume's text is being read (a few seconds at most). */
const RESUME_TEXT_POLL_MS = 2_000;

/** The signed-in user's own profile (asked again while the resume's text is being read). */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    refetchInterval: (query: { state: { data?: TProfile } }) =>
      query.state.data?.resumeText.state === 'pending' ? RESUME_TEXT_POLL_MS : false,
    queryFn: async ({ signal }): Promise<TProfile> => {
      return unwrap(await api.GET('/api/profile', { signal }));
    },
  });
}
