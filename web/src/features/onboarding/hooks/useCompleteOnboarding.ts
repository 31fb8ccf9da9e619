import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { meQueryKey } from '../../auth/hooks/useMe';
import { profileQueryKey } from '../../profile/hooks/useProfile';

/** Finishes onboarding; resolves once the session knows, so the dashboard lets the user in. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, error, response } = await api.POST('/api/onboarding/complete');
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
