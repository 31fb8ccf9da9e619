import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

/** Staff delete a job (`DELETE /api/jobs/{id}`); the lists and billing's usage are read again. */
export function useDeleteJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      unwrap(await api.DELETE('/api/jobs/{id}', { params: { path: { id: jobId } } }));
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
