import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../queryKeys';

/**
 * Staff tick Done (admin_reviewed). A failure is only logged; the list is asked again
 * either way, so the box shows what is stored (and the default order moves a reviewed job down).
 */
export function useSetJobReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, reviewed }: { jobId: string; reviewed: boolean }) =>
      unwrap(
        await api.PUT('/api/jobs/{id}/reviewed', { params: { path: { id: jobId } }, body: { reviewed } }),
      ),
    onError: (error) => {
      console.error('Could not change the job’s Done mark', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
  });
}
