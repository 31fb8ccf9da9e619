import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: TResetPasswordPayload) => {
      const { error, response } = await api.POST('/api/auth/reset-password', { body });
      if (!response.ok) throw new ApiError(response.status, error);
    },
  });
}
