import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiPaths } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { profileKeys } from '../queryKeys';

export type TProfilePatchBody =
  ApiPaths['/api/profile']['patch']['requestBody']['content']['application/json'];

/** Saves some profile fields; with `step`, also marks that onboarding step as done. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TProfilePatchBody) => {
      return unwrap(await api.PATCH('/api/profile', { body }));
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
    },
  });
}
