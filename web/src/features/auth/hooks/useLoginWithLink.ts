import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { useSignIn } from './useSignIn';

/** Signs in with the token of an e-mailed one-time sign-in link (the session starts as a login's). */
export function useLoginWithLink() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (token: string) => {
      return unwrap(await api.POST('/api/auth/login-link', { body: { token } })).user;
    },
    onSuccess: signIn,
  });
}
