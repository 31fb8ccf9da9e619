import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { extensionTokenKeys } from '../extensionTokenKeys';

/** The user's live extension tokens (never their secrets). */
export function useExtensionTokens() {
  return useQuery({
    queryKey: extensionTokenKeys.all,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/extension/tokens', { signal })).items,
  });
}

/** Creates a token; the reply holds its secret, shown once and never cached. */
export function useCreateExtensionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => unwrap(await api.POST('/api/extension/tokens', { body: { name } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: extensionTokenKeys.all }),
  });
}

export function useRevokeExtensionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      unwrap(await api.DELETE('/api/extension/tokens/{id}', { params: { path: { id } } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: extensionTokenKeys.all }),
  });
}
