import { useMutation } from '@tanstack/react-query';
import type { TLoginForm } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { useSignIn } from './useSignIn';

export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (credentials: TLoginForm) => {
      return unwrap(await api.POST('/api/auth/login', { body: credentials })).user;
    },
    onSuccess: signIn,
  });
}
