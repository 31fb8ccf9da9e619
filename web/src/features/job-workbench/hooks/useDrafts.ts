import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { saveDownload } from '../../../lib/download';
import { jobKeys } from '../../jobs/queryKeys';
import { workbenchKeys } from '../queryKeys';
import type { TJobDraft, TJobDraftKind } from '../workbenchTypes';

/** The job's drafts, newest first, and whether its plan offers outreach (`GET /api/jobs/{id}/drafts`, staff). */
export function useDrafts(jobId: string) {
  return useQuery({
    queryKey: workbenchKeys.drafts(jobId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/{id}/drafts', { signal, params: { path: { id: jobId } } })),
  });
}

/** Generates a draft (the model or the local drafter); the list is read again once it is stored. */
export function useGenerateDraft(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: TJobDraftKind) =>
      unwrap(await api.POST('/api/jobs/{id}/drafts', { params: { path: { id: jobId } }, body: { kind } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchKeys.drafts(jobId) }),
  });
}

/** Saves staff's edit of a draft. */
export function useSaveDraft(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draftId, body }: { draftId: string; body: string }) =>
      unwrap(
        await api.PUT('/api/jobs/{id}/drafts/{draftId}', {
          params: { path: { id: jobId, draftId } },
          body: { body },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchKeys.drafts(jobId) }),
  });
}

/** Downloads the draft as a .docx, named as the server says. */
export function useDownloadDraft(jobId: string) {
  return useMutation({
    mutationFn: async (draft: Pick<TJobDraft, 'id' | 'kind'>) => {
      const result = await api.GET('/api/jobs/{id}/drafts/{draftId}/docx', {
        params: { path: { id: jobId, draftId: draft.id } },
        parseAs: 'blob',
      });
      saveDownload(unwrap(result) as Blob, result.response, `${draft.kind.replace('_', '-')}.docx`);
    },
  });
}

/** Attaches a cover letter draft as the job's cover letter; the job (its documents) is read again. */
export function useAttachDraft(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draftId: string) =>
      unwrap(
        await api.POST('/api/jobs/{id}/drafts/{draftId}/attach', {
          params: { path: { id: jobId, draftId } },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workbenchKeys.drafts(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
    },
  });
}
