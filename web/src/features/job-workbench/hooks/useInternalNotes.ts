import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { workbenchKeys } from '../queryKeys';

/** The job's internal notes, oldest first (`GET /api/jobs/{id}/internal-notes`, staff). */
export function useInternalNotes(jobId: string) {
  return useQuery({
    queryKey: workbenchKeys.notes(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/internal-notes', { signal, params: { path: { id: jobId } } })),
  });
}

/** Adds an internal note; the thread is read again once it is stored. */
export function useAddInternalNote(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(
        await api.POST('/api/jobs/{id}/internal-notes', { params: { path: { id: jobId } }, body: { text } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchKeys.notes(jobId) }),
  });
}
