import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: TResetPasswordPayload) => {
      unwrap(await api.POST('/api/auth/reset-password', { body }));
    },
  });
}
