import { useMutation } from '@tanstack/react-query';
import type { TContactForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

/** Sends a contact-form message: the service stores it and e-mails it to support. */
export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: async (body: TContactForm) => {
      const { data, error, response } = await api.POST('/api/contact', { body });
      if (!data) throw new ApiError(response.status, error);
      return data;
    },
  });
}
