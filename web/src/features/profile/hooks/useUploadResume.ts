import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { profileQueryKey } from './useProfile';
import { resumeLinkQueryKey } from './useResumeLink';

/** Stores `file` as the user's resume, replacing any earlier one; the server checks it is a PDF. */
export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data, error, response } = await api.PUT('/api/profile/resume', {
        // OpenAPI types a binary part as a string; the serializer sends the file itself.
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file, file.name);
          return form;
        },
      });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: resumeLinkQueryKey });
    },
  });
}
