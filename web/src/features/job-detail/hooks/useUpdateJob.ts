import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TJobDetail, TJobUpdateBody } from '../jobDetailTypes';

/** Staff's Save all changes (`PATCH /api/jobs/{id}`), based on the version the page read. */
export function useUpdateJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TJobUpdateBody): Promise<TJobDetail> =>
      unwrap(await api.PATCH('/api/jobs/{id}', { params: { path: { id: jobId } }, body })),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(jobId), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
