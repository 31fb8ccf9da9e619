import { useMutation } from '@tanstack/react-query';
import type { TChangeEmailForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

/** Asks for the confirmation link to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (body: TChangeEmailForm) => {
      return unwrap(await api.POST('/api/account/email-change', { body }));
    },
  });
}
