import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/errors';
import { unwrap } from '../../../lib/api/unwrap';
import { toast } from '../../../lib/toast';
import { JobsMessages } from '../../jobs/jobsMessages';
import { jobKeys } from '../../jobs/queryKeys';

/** The owner (or staff) turns automatic follow-ups on or off for a job; the job is asked again either way. */
export function useSetFollowUps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, enabled }: { jobId: string; enabled: boolean }) =>
      unwrap(
        await api.PUT('/api/jobs/{id}/follow-ups', { params: { path: { id: jobId } }, body: { enabled } }),
      ),
    onError: (error) => {
      toast.error(JobsMessages.saveFailed(errorMessage(error, JobsMessages.unknownError)));
    },
    onSettled: (_reply, _error, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
  });
}
