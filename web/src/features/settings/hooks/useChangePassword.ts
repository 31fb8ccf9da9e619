import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TChangePasswordPayload) => {
      unwrap(await api.POST('/api/auth/change-password', { body }));
    },
  });
}
