import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { profileQueryKey } from './useProfile';

export type TProfilePatchBody =
  ApiPaths['/api/profile']['patch']['requestBody']['content']['application/json'];

/** Saves some profile fields; with `step`, also marks that onboarding step as done. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TProfilePatchBody) => {
      const { data, error, response } = await api.PATCH('/api/profile', { body });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
