import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: TForgotPasswordForm) => {
      unwrap(await api.POST('/api/auth/forgot-password', { body }));
    },
  });
}
