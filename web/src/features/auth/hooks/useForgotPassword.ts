import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: TForgotPasswordForm) => {
      const { error, response } = await api.POST('/api/auth/forgot-password', { body });
      if (!response.ok) throw new ApiError(response.status, error);
    },
  });
}
