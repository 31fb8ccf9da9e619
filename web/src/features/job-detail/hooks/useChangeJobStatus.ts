import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TJobDetail, TJobStatusBody } from '../jobDetailTypes';

/** Staff move a job to any status (`POST /api/jobs/{id}/status`); the answer is the job as saved. */
export function useChangeJobStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TJobStatusBody): Promise<TJobDetail> =>
      unwrap(await api.POST('/api/jobs/{id}/status', { params: { path: { id: jobId } }, body })),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(jobId), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
