import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { billingKeys } from '../../subscription/queryKeys';
import { jobKeys } from '../queryKeys';

/**
 * Imports a job from its link. On success the jobs list and this period's usage (the dashboard's
 * ring, the subscription page) are asked again, so they show the job without a reload.
 */
export function useImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => unwrap(await api.POST('/api/jobs', { body: { url } })).job,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
}
