import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { profileKeys } from '../queryKeys';

export function useRemoveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return unwrap(await api.DELETE('/api/profile/resume'));
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      queryClient.removeQueries({ queryKey: profileKeys.resumeLink });
    },
  });
}
