import type { TTextToApplySettings } from '../settingsTypes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/errors';
import { settingsKeys } from '../queryKeys';

/**
 * A change to the text-to-apply section (one of textToApplyApi's calls). The answer is the whole
 * new state and replaces the cached one; a refusal about the code or its limits asks for the state
 * again, since what it refused (a dead code, a wait) is part of it.
 */
export function useTextToApplyChange<TInput>(send: (input: TInput) => Promise<TTextToApplySettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.textToApply, settings);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.textToApply });
      }
    },
  });
}
