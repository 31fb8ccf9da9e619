import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { profileKeys } from '../queryKeys';

/** Stores `file` as the user's resume, replacing any earlier one; the server checks it is a PDF. */
export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      return unwrap(
        await api.PUT('/api/profile/resume', {
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
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.resumeLink });
    },
  });
}
