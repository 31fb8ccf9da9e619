import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import type { TLookedUpJob } from '../jobTypes';

/** Reads a job link's page for the import dialog's review step; saves nothing, uses no quota. */
export function useLookupJob() {
  return useMutation({
    mutationFn: async (url: string): Promise<TLookedUpJob> =>
      unwrap(await api.POST('/api/jobs/lookup', { body: { url } })),
  });
}
