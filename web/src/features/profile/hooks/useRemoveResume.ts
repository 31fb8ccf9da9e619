import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { profileQueryKey } from './useProfile';
import { resumeLinkQueryKey } from './useResumeLink';

export function useRemoveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, error, response } = await api.DELETE('/api/profile/resume');
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      queryClient.removeQueries({ queryKey: resumeLinkQueryKey });
    },
  });
}
