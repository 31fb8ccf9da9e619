import { useMutation } from '@tanstack/react-query';
import type { TLoginForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { useSignIn } from './useSignIn';

export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (credentials: TLoginForm) => {
      const { data, error, response } = await api.POST('/api/auth/login', { body: credentials });
      if (!data) throw new ApiError(response.status, error);
      return data.user;
    },
    onSuccess: signIn,
  });
}
