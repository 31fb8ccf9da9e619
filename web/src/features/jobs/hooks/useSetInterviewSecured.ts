import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/errors';
import { unwrap } from '../../../lib/api/unwrap';
import { toast } from '../../../lib/toast';
import { JobsMessages } from '../jobsMessages';
import { jobKeys } from '../queryKeys';

/** The job's owner or staff set Interview Secured; the list and the job are asked again either way. */
export function useSetInterviewSecured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, interviewSecured }: { jobId: string; interviewSecured: boolean }) =>
      unwrap(
        await api.PUT('/api/jobs/{id}/interview-secured', {
          params: { path: { id: jobId } },
          body: { interviewSecured },
        }),
      ),
    onError: (error) => {
      toast.error(JobsMessages.saveFailed(errorMessage(error, JobsMessages.unknownError)));
    },
    onSettled: (_row, _error, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      ]),
  });
}
