import { useMutation } from '@tanstack/react-query';
import type { TContactForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

/** Sends a contact-form message: the service stores it and e-mails it to support. */
export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: async (body: TContactForm) => {
      return unwrap(await api.POST('/api/contact', { body }));
    },
  });
}
