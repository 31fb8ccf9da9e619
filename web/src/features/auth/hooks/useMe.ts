import { useQuery } from '@tanstack/react-query';
import type { TSessionUser } from '../authTypes';
import { api } from '../../../lib/api/client';
import { authKeys } from '../queryKeys';
import { unwrap } from '../../../lib/api/unwrap';
import { mayHaveSession, SESSION_USER_URL } from '../../../lib/api/session-hint';

/**
 * The signed-in user, or null when nobody is (the API client has already tried a refresh). A browser
 * without the signed-in hint cookie is known to be anonymous: no request is made.
 */
export function useMe() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });
}

async function fetchMe(signal: AbortSignal): Promise<TSessionUser | null> {
  if (!mayHaveSession(document.cookie)) return null;
  const result = await api.GET(SESSION_USER_URL, { signal });
  if (result.response.status === 401) return null;
  return unwrap(result).user;
}
