import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { authKeys } from '../../auth/queryKeys';
import { profileKeys } from '../../profile/queryKeys';

/** Finishes onboarding; resolves once the session knows, so the dashboard lets the user in. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return unwrap(await api.POST('/api/onboarding/complete'));
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
