import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import { documentPathType } from '../documentPaths';
import type { TJobDocumentType } from '../jobDetailTypes';

/** What to do with one of the job's documents: store a new file in its place, or remove it. */
export type DocumentChange = { type: TJobDocumentType; file: File } | { type: TJobDocumentType; file: null };

/**
 * Uploads (`PUT /api/jobs/{id}/documents/{type}`, multipart; the server checks the type by content
 * and the size) or removes (`DELETE`) the job's resume or cover letter; the job is read again.
 */
export function useJobDocumentChange(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, file }: DocumentChange) => {
      const path = { path: { id: jobId, type: documentPathType(type) } };
      if (!file) return unwrap(await api.DELETE('/api/jobs/{id}/documents/{type}', { params: path }));
      return unwrap(
        await api.PUT('/api/jobs/{id}/documents/{type}', {
          params: path,
          // OpenAPI types a binary part as a string; the serializer sends the file itself.
          body: { file: file.name },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, file.name);
            return form;
          },
        }),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
        queryClient.removeQueries({ queryKey: jobKeys.documentLinks(jobId) }),
      ]),
  });
}
