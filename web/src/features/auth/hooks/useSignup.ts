import { useMutation } from '@tanstack/react-query';
import type { TSignupPayload } from '@hirerelay/domain';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { useSignIn } from './useSignIn';

export function useSignup() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (payload: TSignupPayload) => {
      return unwrap(await api.POST('/api/auth/signup', { body: payload })).user;
    },
    onSuccess: signIn,
  });
}
