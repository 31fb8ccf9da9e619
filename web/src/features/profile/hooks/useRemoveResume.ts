import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { profileQueryKey } from './useProfile';
import { resumeLinkQueryKey } from './useResumeLink';

export function useRemoveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return unwrap(await api.DELETE('/api/profile/resume'));
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      queryClient.removeQueries({ queryKey: resumeLinkQueryKey });
    },
  });
}
