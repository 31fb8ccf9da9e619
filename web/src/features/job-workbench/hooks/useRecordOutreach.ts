import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import { api } from '../../../lib/api/client';
import type { ApiBody } from '../../../lib/api/replies';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';

export type TOutreachBody = ApiBody<'/api/jobs/{id}/outreach', 'post'>;

/** Records recruiter outreach (`POST /api/jobs/{id}/outreach`, staff); answers the job as saved. */
export function useRecordOutreach(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TOutreachBody): Promise<TJobDetail> =>
      unwrap(await api.POST('/api/jobs/{id}/outreach', { params: { path: { id: jobId } }, body })),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(jobId), job);
    },
  });
}
