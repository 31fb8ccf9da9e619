import { useMutation } from '@tanstack/react-query';
import type { TSignupPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { useSignIn } from './useSignIn';

export function useSignup() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (payload: TSignupPayload) => {
      const { data, error, response } = await api.POST('/api/auth/signup', { body: payload });
      if (!data) throw new ApiError(response.status, error);
      return data.user;
    },
    onSuccess: signIn,
  });
}
