import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TChangePasswordPayload) => {
      const { error, response } = await api.POST('/api/auth/change-password', { body });
      if (!response.ok) throw new ApiError(response.status, error);
    },
  });
}
