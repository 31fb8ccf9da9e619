import { useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '../authTypes';
import { useCallback } from 'react';
import { authKeys } from '../queryKeys';

/** Starts using a new session: data cached for whoever was signed in before is dropped. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: TSessionUser) => {
      queryClient.removeQueries({ type: 'inactive' });
      queryClient.setQueryData(authKeys.me, user);
    },
    [queryClient],
  );
}
