import { useQuery } from '@tanstack/react-query';
import type { TSessionUser } from '@hirerelay/contracts';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { mayHaveSession } from '../../../lib/api/session-hint';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when nobody is (the API client has already tried a refresh). A browser
 * without the signed-in hint cookie is known to be anonymous: no request is made.
 */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

async function fetchMe(signal: AbortSignal): Promise<TSessionUser | null> {
  if (!mayHaveSession(document.cookie)) return null;
  const { data, error, response } = await api.GET('/api/me', { signal });
  if (data) return data.user;
  if (response.status === 401) return null;
  throw new ApiError(response.status, error);
}
